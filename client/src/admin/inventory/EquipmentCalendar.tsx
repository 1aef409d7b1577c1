import { useQuery } from '@apollo/client/react';
import dayGridPlugin from '@fullcalendar/daygrid';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import frLocale from '@fullcalendar/core/locales/fr';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EquipmentCalendarDocument } from '../../graphql/graphql';
import { addDays } from './calendar-days';

const COLORS = { RESERVATION: '#1d4ed8', HOLD: '#b35900', BLOCK: '#b91c1c' } as const;

/**
 * Month and week views (FullCalendar 6) of reservations, holds and blocks per item, and of the
 * deliveries and collections of each day with their addresses. Loaded only with the back-office.
 */
export function EquipmentCalendar() {
  const { t } = useTranslation();
  const [range, setRange] = useState<{ from: string; to: string } | null>(null);
  const { data } = useQuery(EquipmentCalendarDocument, { variables: range ?? { from: '2000-01-01', to: '2000-01-01' }, skip: !range });
  const events = useMemo(() => {
    const entries = data?.equipmentCalendar ?? [];
    const spans = entries.map((entry) => ({
      id: `a${entry.id}`,
      title: `${t(`inventory.kinds.${entry.kind}`)} · ${entry.quantity} × ${entry.itemLabel}${entry.companyName ? ` · ${entry.companyName}` : ''}${entry.reason ? ` · ${entry.reason}` : ''}`,
      start: entry.dayFrom,
      end: addDays(entry.dayTo, 1),
      allDay: true,
      color: COLORS[entry.kind],
    }));
    const moves = entries
      .filter((entry) => entry.kind === 'RESERVATION' && entry.address)
      .flatMap((entry) => [
        { id: `d${entry.id}`, title: `${t('inventory.delivery')} · ${entry.quantity} × ${entry.itemLabel} · ${entry.address}`, start: entry.dayFrom, allDay: true, color: '#166534' },
        {
          id: `c${entry.id}`,
          title: `${t('inventory.collection')} · ${entry.quantity} × ${entry.itemLabel} · ${entry.address}`,
          start: entry.dayTo > entry.eventEnd ? addDays(entry.eventEnd, 1) : entry.eventEnd,
          allDay: true,
          color: '#4b5563',
        },
      ]);
    return [...spans, ...moves];
  }, [data, t]);

  return (
    <FullCalendar
      plugins={[dayGridPlugin, timeGridPlugin]}
      locale={frLocale}
      initialView="dayGridMonth"
      headerToolbar={{ left: 'prev,next today', center: 'title', right: 'dayGridMonth,timeGridWeek' }}
      height="auto"
      events={events}
      datesSet={(info) => {
        const from = info.startStr.slice(0, 10);
        const to = addDays(info.endStr.slice(0, 10), -1);
        if (!range || range.from !== from || range.to !== to) setRange({ from, to });
      }}
    />
  );
}
