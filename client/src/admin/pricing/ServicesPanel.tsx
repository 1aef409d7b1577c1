import { useMutation, useQuery } from '@apollo/client/react';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Role, roleAtLeast } from '@shared/roles';
import {
  AdminServicesDocument,
  CreateServiceDocument,
  UpdateServiceDocument,
  UpdateServicePriceDocument,
  type PriceUnit,
  type ServiceCategory,
  type ServicesPanel_ServiceFragment,
} from '../../graphql/graphql';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { useSession } from '../kit/session-context';
import { useErrorText, useLanguage } from '../kit/i18n/error-text';
import { HTML_LANG } from '../kit/i18n/languages';
import { DataTable } from '../kit/DataTable';
import { QueryView } from '../kit/QueryView';
import styles from './ServicesPanel.module.css';

type Service = ServicesPanel_ServiceFragment;

/** The units staff choose from for a new row (issue #28: « par article », « par jour », « par heure », forfait…). */
const UNITS: readonly PriceUnit[] = ['UNIT_DAY', 'ITEM', 'HOUR', 'FLAT', 'VISIT', 'SEASON'];

/** A price typed in dollars → cents, forced ≥ 0 (spec §5); null when not a number. */
export function priceToCents(value: string): number | null {
  const trimmed = value.trim().replace(/\s/g, '').replace(',', '.');
  if (trimmed === '') return null;
  const amount = Number(trimmed);
  if (!Number.isFinite(amount)) return null;
  return Math.max(0, Math.round(amount * 100));
}

/**
 * The service price table (spec §2, /admin/tarification): each row is view → editing → saved
 * (and stays editing when the save fails), plus an add-row form. Prices are shown and typed in
 * dollars and sent in cents. Changing prices is for ADMIN and up (the server checks it).
 */
export function ServicesPanel() {
  const { t } = useTranslation();
  const session = useSession();
  const language = useLanguage();
  const canEdit = roleAtLeast(session.role, Role.ADMIN);
  const { data, loading, error, refetch } = useQuery(AdminServicesDocument, { notifyOnNetworkStatusChange: true });
  const money = useMemo(() => new Intl.NumberFormat(HTML_LANG[language], { style: 'currency', currency: 'CAD' }), [language]);
  const services = data?.priceList ?? [];

  return (
    <section className="card admin-section" aria-labelledby="services-title">
      <h2 className="admin-section__title" id="services-title">
        {t('services.title')}
      </h2>
      <p className="admin-section__hint">{t('services.lead')}</p>
      <QueryView
        loading={loading}
        error={error}
        data={data}
        errorMessage={t('services.loadFailed')}
        onRetry={() => void refetch().catch(() => undefined)}
        isEmpty={() => services.length === 0}
        empty={t('services.empty')}
      >
        {() => (
          <DataTable
            className="services-table"
            rows={services}
            rowKey={(service) => service.id}
            columns={[
              { header: t('services.label') },
              { header: t('services.name') },
              { header: t('services.category') },
              { header: t('services.unit') },
              { header: t('services.price') },
              { header: t('services.offered') },
              canEdit && { header: t('services.actions') },
            ]}
            renderRow={(service) => <ServiceRow key={service.id} service={service} canEdit={canEdit} format={(cents) => money.format(cents / 100)} />}
          />
        )}
      </QueryView>
      {canEdit ? <NewServiceForm /> : <p>{t('services.adminOnly')}</p>}
    </section>
  );
}

type RowState = 'view' | 'editing' | 'saved';

function ServiceRow({ service, canEdit, format }: { service: Service; canEdit: boolean; format: (cents: number) => string }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [updatePrice] = useMutation(UpdateServicePriceDocument);
  const [updateService] = useMutation(UpdateServiceDocument);
  const [offerBusy, setOfferBusy] = useState(false);
  const [offerFailure, setOfferFailure] = useState<string | null>(null);
  const toggleOffered = async () => {
    setOfferBusy(true);
    setOfferFailure(null);
    try {
      await updateService({ variables: { input: { id: service.id, active: !service.active } } });
    } catch (caught) {
      setOfferFailure(errorText(caught, t('services.offerFailed')));
    } finally {
      setOfferBusy(false);
    }
  };
  const [state, setState] = useState<RowState>('view');
  const [value, setValue] = useState('');
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const startEditing = () => {
    setValue((service.price / 100).toFixed(2));
    setFailure(null);
    setState('editing');
  };
  const save = async (event: FormEvent) => {
    event.preventDefault();
    const price = priceToCents(value);
    if (price === null) {
      setFailure(t('services.saveFailed'));
      return;
    }
    setSaving(true);
    setFailure(null);
    try {
      await updatePrice({ variables: { input: { id: service.id, price } } });
      setState('saved');
    } catch (caught) {
      setFailure(errorText(caught, t('services.saveFailed')));
    } finally {
      setSaving(false);
    }
  };

  const formId = `service-price-${service.id}`;
  return (
    <tr>
      <th scope="row" data-label={t('services.label')}>
        <span>{service.label}</span>
      </th>
      <td data-label={t('services.name')}>
        <code>{service.name}</code>
      </td>
      <td data-label={t('services.category')}>{t(`services.categories.${service.category}`)}</td>
      <td data-label={t('services.unit')}>{t(`services.units.${service.unit}`)}</td>
      <td data-label={t('services.price')}>
        {state === 'editing' ? (
          <form id={formId} onSubmit={(event) => void save(event)} noValidate>
            <TextField
              id={`${formId}-input`}
              label={t('services.priceOf', { label: service.label })}
              type="number"
              min={0}
              step={0.01}
              value={value}
              onChange={(event) => setValue(event.target.value)}
              error={failure ?? undefined}
            />
          </form>
        ) : (
          <span>
            {format(service.price)}
            {state === 'saved' ? <span className={styles['services-table__saved']} role="status"> ✓ {t('services.saved')}</span> : null}
          </span>
        )}
      </td>
      <td data-label={t('services.offered')}>
        <span>{service.active ? t('services.offeredYes') : t('services.offeredNo')}</span>
        {canEdit ? (
          <>
            {' '}
            <Button
              variant="ghost"
              disabled={offerBusy}
              onClick={() => void toggleOffered()}
              aria-label={t(service.active ? 'services.withdrawOf' : 'services.offerOf', { label: service.label })}
            >
              {service.active ? t('services.withdraw') : t('services.offer')}
            </Button>
          </>
        ) : null}
        {offerFailure ? <span role="alert">{offerFailure}</span> : null}
      </td>
      {canEdit ? (
        <td data-label={t('services.actions')}>
          {state === 'editing' ? (
            <>
              {/* Distinct keys: React must not turn the clicked 'Modifier' button into this submit button during the click. */}
              <Button key="save" type="submit" form={formId} disabled={saving}>
                {saving ? t('services.saving') : t('services.save')}
              </Button>{' '}
              <Button variant="ghost" disabled={saving} onClick={() => setState('view')}>
                {t('services.cancel')}
              </Button>
            </>
          ) : (
            <Button key="edit" variant="secondary" onClick={startEditing} aria-label={t('services.editOf', { label: service.label })}>
              {t('services.edit')}
            </Button>
          )}
        </td>
      ) : null}
    </tr>
  );
}

function NewServiceForm() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [createService] = useMutation(CreateServiceDocument, { refetchQueries: [AdminServicesDocument] });
  const [name, setName] = useState('');
  const [label, setLabel] = useState('');
  const [category, setCategory] = useState<ServiceCategory>('BASE');
  const [unit, setUnit] = useState<PriceUnit>('FLAT');
  const [price, setPrice] = useState('');
  const [busy, setBusy] = useState(false);
  const [feedback, setFeedback] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const cents = priceToCents(price);
    if (!name.trim() || !label.trim() || cents === null || cents <= 0) {
      setFeedback({ tone: 'error', text: t('services.incomplete') });
      return;
    }
    setBusy(true);
    setFeedback(null);
    try {
      await createService({ variables: { input: { name: name.trim(), label: label.trim(), category, unit, price: cents } } });
      setFeedback({ tone: 'success', text: t('services.created', { label: label.trim() }) });
      setName('');
      setLabel('');
      setPrice('');
      setCategory('BASE');
      setUnit('FLAT');
    } catch (caught) {
      setFeedback({ tone: 'error', text: errorText(caught, t('services.createFailed')) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles['services__create-form']} onSubmit={(event) => void submit(event)} noValidate aria-labelledby="services-add-title">
      <h3 id="services-add-title">{t('services.add')}</h3>
      <TextField id="service-new-name" label={t('services.name')} value={name} onChange={(event) => setName(event.target.value)} />
      <TextField id="service-new-label" label={t('services.label')} value={label} onChange={(event) => setLabel(event.target.value)} />
      <SelectField
        id="service-new-category"
        label={t('services.category')}
        value={category}
        onChange={(event) => setCategory(event.target.value as ServiceCategory)}
        options={(['BASE', 'EXTRA'] as const).map((value) => ({ value, label: t(`services.categories.${value}`) }))}
      />
      <SelectField
        id="service-new-unit"
        label={t('services.unit')}
        hint={t('services.unitHint')}
        value={unit}
        onChange={(event) => setUnit(event.target.value as PriceUnit)}
        options={UNITS.map((value) => ({ value, label: t(`services.units.${value}`) }))}
      />
      <TextField id="service-new-price" label={t('services.price')} type="number" min={0} step={0.01} value={price} onChange={(event) => setPrice(event.target.value)} />
      {feedback ? (
        <div role={feedback.tone === 'error' ? 'alert' : 'status'}>
          <Alert tone={feedback.tone}>
            <p>{feedback.text}</p>
          </Alert>
        </div>
      ) : null}
      <Button type="submit" disabled={busy}>
        {t('services.addSubmit')}
      </Button>
    </form>
  );
}
