import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createAdminI18n } from '../i18n/i18n';
import { QueryView, type QueryViewProps } from './QueryView';

type Rows = { rows: string[] };

function show(props: Partial<QueryViewProps<Rows>>) {
  const onRetry = jest.fn();
  const view = render(
    <I18nextProvider i18n={createAdminI18n('fr')}>
      <QueryView<Rows>
        loading={false}
        data={undefined}
        errorMessage="Impossible de charger les tournées."
        onRetry={onRetry}
        isEmpty={(data) => data.rows.length === 0}
        empty="Aucune tournée."
        {...props}
      >
        {(data) => (
          <ul>
            {data.rows.map((row) => (
              <li key={row}>{row}</li>
            ))}
          </ul>
        )}
      </QueryView>
    </I18nextProvider>,
  );
  return { ...view, onRetry };
}

describe('QueryView (the back-office data-state ladder, issue #30)', () => {
  it('says it is loading while the first answer is on its way', () => {
    show({ loading: true });
    expect(screen.getByRole('status')).toHaveTextContent('Chargement');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows the load error with a retry button that calls onRetry', async () => {
    const { onRetry } = show({ error: new Error('network') });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Impossible de charger les tournées.');
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows the empty text when the answer holds nothing', () => {
    show({ data: { rows: [] } });
    expect(screen.getByText('Aucune tournée.')).toHaveClass('admin-empty');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows the content, and keeps it during a refetch or after a refetch fails', () => {
    const { rerender, onRetry } = show({ data: { rows: ['Tournée A', 'Tournée B'] } });
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Tournée A', 'Tournée B']);
    rerender(
      <I18nextProvider i18n={createAdminI18n('fr')}>
        <QueryView<Rows> loading error={new Error('x')} data={{ rows: ['Tournée A'] }} errorMessage="x" onRetry={onRetry}>
          {(data) => <p>{data.rows.join(',')}</p>}
        </QueryView>
      </I18nextProvider>,
    );
    expect(screen.getByText('Tournée A')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
