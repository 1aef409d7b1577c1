import { useMutation, useQuery } from '@apollo/client/react';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Role, roleAtLeast } from '@shared/roles';
import {
  CreateEquipmentBlockDocument,
  EquipmentCalendarDocument,
  EquipmentInventoryDocument,
  ReleaseEquipmentBlockDocument,
  RunSheetDocument,
  RunSheetPdfDocument,
  UpdateEquipmentStockDocument,
  type InventoryPanel_ItemFragment,
} from '../../graphql/graphql';
import { useApolloClient } from '@apollo/client/react';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { useSession } from '../kit/session-context';
import { useErrorText } from '../kit/i18n/error-text';
import { QueryView } from '../kit/QueryView';
import { addDays } from './calendar-days';
import styles from './InventoryPanel.module.css';
import { torontoToday } from '../kit/format';

/** FullCalendar is heavy: loaded only when the inventory is shown (inside the back-office chunk). */
const EquipmentCalendar = lazy(() => import('./EquipmentCalendar').then((m) => ({ default: m.EquipmentCalendar })));

/** The "Inventaire" section of /admin/tarification: stock and turnaround, blocks, calendar, daily run sheet. */
export function InventoryPanel() {
  const { t } = useTranslation();
  const session = useSession();
  const canEdit = roleAtLeast(session.role, Role.ADMIN);
  const { data, loading, error, refetch } = useQuery(EquipmentInventoryDocument, { notifyOnNetworkStatusChange: true });
  const items = data?.equipmentInventory ?? [];
  // FullCalendar (and its injected styles) load only when asked for.
  const [showCalendar, setShowCalendar] = useState(false);

  const table = (
    <QueryView
      loading={loading}
      error={error}
      data={data?.equipmentInventory}
      errorMessage={t('inventory.loadFailed')}
      onRetry={() => void refetch().catch(() => undefined)}
      isEmpty={(rows) => rows.length === 0}
      empty={t('inventory.empty')}
    >
      {(rows) => (
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">{t('inventory.item')}</th>
              <th scope="col">{t('inventory.stock')}</th>
              <th scope="col">{t('inventory.before')}</th>
              <th scope="col">{t('inventory.after')}</th>
              {canEdit ? <th scope="col">{t('inventory.actions')}</th> : null}
            </tr>
          </thead>
          <tbody>
            {rows.map((item) => (
              <StockRow key={item.id} item={item} canEdit={canEdit} />
            ))}
          </tbody>
        </table>
      )}
    </QueryView>
  );

  return (
    <section className="card admin-section" aria-labelledby="inventory-title">
      <h2 className="admin-section__title" id="inventory-title">
        {t('inventory.title')}
      </h2>
      <p className="admin-section__hint">{t('inventory.lead')}</p>
      {table}
      {!canEdit && <p>{t('inventory.adminOnly')}</p>}
      <div className={styles.grid}>
        <BlockForm items={items} />
        <section aria-labelledby="inventory-calendar-title">
          <h3 id="inventory-calendar-title">{t('inventory.calendar')}</h3>
          {showCalendar ? (
            <div className={styles.calendar}>
              <Suspense fallback={<p role="status">{t('inventory.calendarLoading')}</p>}>
                <EquipmentCalendar />
              </Suspense>
            </div>
          ) : (
            <Button variant="secondary" onClick={() => setShowCalendar(true)}>
              {t('inventory.calendarShow')}
            </Button>
          )}
        </section>
        <RunSheetSection />
      </div>
    </section>
  );
}

function StockRow({ item, canEdit }: { item: InventoryPanel_ItemFragment; canEdit: boolean }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [values, setValues] = useState({ stock: String(item.stock), before: String(item.turnaroundBefore), after: String(item.turnaroundAfter) });
  const [status, setStatus] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [save, { loading }] = useMutation(UpdateEquipmentStockDocument);
  const id = `inventory-${item.code}`;
  const submit = async () => {
    setStatus(null);
    try {
      await save({
        variables: { input: { serviceId: String(item.id), stock: Number(values.stock), turnaroundBefore: Number(values.before), turnaroundAfter: Number(values.after) } },
      });
      setStatus({ tone: 'success', text: t('inventory.saved') });
    } catch (caught) {
      setStatus({ tone: 'error', text: errorText(caught, t('inventory.loadFailed')) });
    }
  };
  if (!canEdit) {
    return (
      <tr>
        <th scope="row">{item.label}</th>
        <td>{item.stock}</td>
        <td>{item.turnaroundBefore}</td>
        <td>{item.turnaroundAfter}</td>
      </tr>
    );
  }
  const field = (key: keyof typeof values, label: string) => (
    <input
      className={styles.numberInput}
      type="number"
      min={0}
      inputMode="numeric"
      aria-label={`${label} — ${item.label}`}
      id={`${id}-${key}`}
      value={values[key]}
      onChange={(event) => setValues({ ...values, [key]: event.target.value })}
    />
  );
  return (
    <tr>
      <th scope="row">{item.label}</th>
      <td>{field('stock', t('inventory.stock'))}</td>
      <td>{field('before', t('inventory.before'))}</td>
      <td>{field('after', t('inventory.after'))}</td>
      <td>
        <Button variant="secondary" onClick={() => void submit()} disabled={loading} aria-label={`${t('inventory.save')} — ${item.label}`}>
          {t('inventory.save')}
        </Button>
        {status && (
          <span role={status.tone === 'error' ? 'alert' : 'status'} className={status.tone === 'error' ? 'field__error' : styles.muted}>
            {' '}
            {status.text}
          </span>
        )}
      </td>
    </tr>
  );
}

function BlockForm({ items }: { items: readonly InventoryPanel_ItemFragment[] }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const today = torontoToday();
  const [form, setForm] = useState({ serviceId: '', quantity: '1', start: today, end: today, reason: '' });
  const [status, setStatus] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [create, { loading }] = useMutation(CreateEquipmentBlockDocument, { refetchQueries: ['EquipmentCalendar'] });
  const [release] = useMutation(ReleaseEquipmentBlockDocument, { refetchQueries: ['EquipmentCalendar'] });
  const blocks = useQuery(EquipmentCalendarDocument, { variables: { from: today, to: addDays(today, 180) } });
  const serviceId = form.serviceId || (items[0] ? String(items[0].id) : '');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setStatus(null);
    try {
      await create({ variables: { input: { serviceId, quantity: Number(form.quantity), start: form.start, end: form.end, reason: form.reason } } });
      setStatus({ tone: 'success', text: t('inventory.blockAdded') });
      setForm({ ...form, reason: '' });
    } catch (caught) {
      setStatus({ tone: 'error', text: errorText(caught, t('inventory.loadFailed')) });
    }
  };
  const live = (blocks.data?.equipmentCalendar ?? []).filter((entry) => entry.kind === 'BLOCK');
  return (
    <section aria-labelledby="inventory-blocks-title">
      <h3 id="inventory-blocks-title">{t('inventory.blocks')}</h3>
      <form className={styles.form} onSubmit={(event) => void submit(event)}>
        <SelectField
          id="inventory-block-item"
          label={t('inventory.blockItem')}
          options={items.map((item) => ({ value: String(item.id), label: item.label }))}
          value={serviceId}
          onChange={(event) => setForm({ ...form, serviceId: event.target.value })}
        />
        <TextField id="inventory-block-quantity" label={t('inventory.blockQuantity')} type="number" min={1} value={form.quantity} onChange={(event) => setForm({ ...form, quantity: event.target.value })} />
        <TextField id="inventory-block-start" label={t('inventory.blockStart')} type="date" value={form.start} onChange={(event) => setForm({ ...form, start: event.target.value })} />
        <TextField id="inventory-block-end" label={t('inventory.blockEnd')} type="date" value={form.end} onChange={(event) => setForm({ ...form, end: event.target.value })} />
        <TextField id="inventory-block-reason" label={t('inventory.blockReason')} value={form.reason} onChange={(event) => setForm({ ...form, reason: event.target.value })} />
        <Button type="submit" disabled={loading || !serviceId}>
          {t('inventory.blockAdd')}
        </Button>
      </form>
      {status && (
        <Alert tone={status.tone} role={status.tone === 'error' ? 'alert' : 'status'}>
          {status.text}
        </Alert>
      )}
      {live.length === 0 ? (
        <p className="admin-empty">{t('inventory.noBlocks')}</p>
      ) : (
        <ul>
          {live.map((block) => (
            <li key={block.id}>
              {block.quantity} × {block.itemLabel}, {block.dayFrom} → {block.dayTo} ({block.reason}){' '}
              <Button variant="secondary" onClick={() => void release({ variables: { id: block.id } }).catch(() => undefined)}>
                {t('inventory.blockRelease')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function RunSheetSection() {
  const { t } = useTranslation();
  const client = useApolloClient();
  const [day, setDay] = useState(torontoToday());
  const [pdfFailed, setPdfFailed] = useState(false);
  const { data, loading, error, refetch } = useQuery(RunSheetDocument, { variables: { day } });
  const download = async () => {
    setPdfFailed(false);
    try {
      const result = await client.query({ query: RunSheetPdfDocument, variables: { day }, fetchPolicy: 'network-only' });
      const bytes = Uint8Array.from(atob(result.data?.runSheetPdf ?? ''), (c) => c.charCodeAt(0));
      const url = URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = `feuille-de-route-${day}.pdf`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch {
      setPdfFailed(true);
    }
  };
  return (
    <section aria-labelledby="inventory-runsheet-title">
      <h3 id="inventory-runsheet-title">{t('inventory.runSheet')}</h3>
      <div className={styles.form}>
        <TextField id="inventory-runsheet-day" label={t('inventory.runSheetDay')} type="date" value={day} onChange={(event) => setDay(event.target.value)} />
        <Button variant="secondary" onClick={() => void download()}>
          {t('inventory.runSheetPdf')}
        </Button>
      </div>
      {pdfFailed && (
        <Alert tone="error" role="alert">
          {t('inventory.runSheetPdfFailed')}
        </Alert>
      )}
      <QueryView
        loading={loading}
        error={error}
        data={data?.runSheet}
        errorMessage={t('inventory.loadFailed')}
        onRetry={() => void refetch().catch(() => undefined)}
        isEmpty={(sheet) => sheet.stops.length === 0}
        empty={t('inventory.runSheetNothing')}
      >
        {(sheet) => (
          <>
            <h4>{t('inventory.runSheetLoad')}</h4>
            <ul>
              {sheet.load.map((line) => (
                <li key={line.code}>
                  {line.quantity} × {line.label}
                </li>
              ))}
            </ul>
            <ol className={styles.stops}>
              {sheet.stops.map((stop) => (
                <li key={`${stop.kind}-${stop.reference}`} className={styles.stop}>
                  <strong>
                    {stop.kind === 'DELIVERY' ? t('inventory.delivery') : t('inventory.collection')} — {stop.companyName} ({stop.reference})
                  </strong>
                  <br />
                  {stop.address}
                  <br />
                  {stop.phone ? t('inventory.runSheetPhone', { phone: stop.phone }) : t('inventory.runSheetNoPhone')}
                  <br />
                  {stop.lines.map((line) => `${line.quantity} × ${line.label}`).join(', ')}
                </li>
              ))}
            </ol>
          </>
        )}
      </QueryView>
    </section>
  );
}

