import { useFormikContext } from 'formik';
import type { ChangeEvent } from 'react';
import { InfoTip } from '../../../ui/InfoTip';
import { TextAreaField, TextField } from '../../../ui/TextField';
import type { EventWizardValues } from '../event-wizard.schema';
import { useFieldError } from '../use-field-error';

/** Keeps the groups of a number together ('57 600'), as fr-CA formatting does. */
const NBSP = '\u00a0';

/** Step 2: event profile (area, zones, logistics). Moving forward needs no check (public-site.md §4). */
export function ProfileStep() {
  const formik = useFormikContext<EventWizardValues>();
  const errorFor = useFieldError();

  const asText = (name: 'superficie' | 'zones') => ({
    ...formik.getFieldProps(name),
    onChange: (event: ChangeEvent<HTMLInputElement>) => void formik.setFieldValue(name, event.target.value),
  });

  return (
    <div className="form__grid">
      <TextField
        id="event-superficie"
        label="Superficie approximative (pi²)"
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        hint="En pieds carrés; laissez vide si vous ne savez pas."
        labelAddon={
          <InfoTip id="event-superficie-tip" label="Aide : superficie">
            Repères : 1 m² ≈ 10,764 pi²; un terrain de football ≈ 57{NBSP}600 pi²; 20{NBSP}000 pi² ≈ un petit parc de quartier.
          </InfoTip>
        }
        {...asText('superficie')}
        error={errorFor('superficie')}
      />
      <TextField
        id="event-zones"
        label="Nombre de zones ou kiosques"
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        labelAddon={
          <InfoTip id="event-zones-tip" label="Aide : zones ou kiosques">
            Comptez chaque endroit distinct à équiper : scènes, kiosques, aires de restauration, entrées. Nous y répartissons
            le matériel.
          </InfoTip>
        }
        {...asText('zones')}
        error={errorFor('zones')}
      />
      <TextAreaField
        id="event-commentaires"
        className="form__grid-wide"
        label="Commentaires logistiques particuliers"
        placeholder="Ex. : accès pour camion, heures de livraison permises, terrain gazonné…"
        {...formik.getFieldProps('commentaires')}
        error={errorFor('commentaires')}
      />
    </div>
  );
}
