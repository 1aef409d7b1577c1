import { FormikNumberField, FormikTextAreaField } from '../../../ui/FormikFields';
import { InfoTip } from '../../../ui/InfoTip';
import styles from '../EventWizard.module.css';

/** Keeps the groups of a number together ('57 600'), as fr-CA formatting does. */
const NBSP = '\u00a0';

/** Step 2: event profile (area, zones, logistics). Moving forward needs no check (public-site.md §4). */
export function ProfileStep() {
  return (
    <div className="form__grid">
      <FormikNumberField
        id="event-superficie"
        name="superficie"
        label="Superficie approximative (pi²)"
        min={0}
        step={1}
        hint="En pieds carrés; laissez vide si vous ne savez pas."
        labelAddon={
          <InfoTip id="event-superficie-tip" label="Aide : superficie">
            Repères : 1 m² ≈ 10,764 pi²; un terrain de football ≈ 57{NBSP}600 pi²; 20{NBSP}000 pi² ≈ un petit parc de quartier.
          </InfoTip>
        }
      />
      <FormikNumberField
        id="event-zones"
        name="zones"
        label="Nombre de zones ou kiosques"
        min={0}
        step={1}
        labelAddon={
          <InfoTip id="event-zones-tip" label="Aide : zones ou kiosques">
            Comptez chaque endroit distinct à équiper : scènes, kiosques, aires de restauration, entrées. Nous y répartissons
            le matériel.
          </InfoTip>
        }
      />
      <FormikTextAreaField
        id="event-commentaires"
        name="commentaires"
        className={styles['form__grid-wide']}
        label="Commentaires logistiques particuliers"
        placeholder="Ex. : accès pour camion, heures de livraison permises, terrain gazonné…"
      />
    </div>
  );
}
