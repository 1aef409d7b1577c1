import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { PORTAL_INVOICE_TEXTS as T } from '@shared/invoices.portal.fr';
import { formatCad } from '@shared/pricing/money';
import { CompleteInvoiceDemoPaymentDocument, InvoiceDemoCheckoutDocument } from '../../graphql-public/graphql';
import { errorMessage } from '../../lib/errors/error-message';
import { useGraphQLMutation, useGraphQLQuery } from '../../lib/public-graphql/graphql-fetch';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';

/** /paiement-demo/facture/:token — the demo checkout of an invoice (no Stripe key): "Payer" runs the same event handling as Stripe's webhook. */
export function InvoiceDemoCheckoutPage() {
  const { token = '' } = useParams();
  const { data, loading, error } = useGraphQLQuery(InvoiceDemoCheckoutDocument, { token });
  const [complete, { loading: paying }] = useGraphQLMutation(CompleteInvoiceDemoPaymentDocument);
  const [paid, setPaid] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const checkout = data?.invoiceDemoCheckout;

  const submit = async () => {
    setFailure(null);
    try {
      const result = await complete({ token });
      setPaid(result.completeInvoiceDemoPayment.number);
    } catch (e) {
      setFailure(errorMessage(e));
    }
  };

  return (
    <div className="page container">
      <h1>{T.demoTitle}</h1>
      <p>{T.demoNotice}</p>
      {loading ? <p role="status">…</p> : null}
      {error ? (
        <Alert tone="error" role="alert">
          {errorMessage(error)}
        </Alert>
      ) : null}
      {!loading && !error && !checkout ? <p>{T.demoUnknown}</p> : null}
      {checkout ? (
        <>
          <p>{T.demoAmount(checkout.number, formatCad(checkout.amountCents))}</p>
          {paid || checkout.completed ? (
            <p role="status">{T.demoPaid(paid ?? checkout.number)}</p>
          ) : (
            <Button onClick={() => void submit()} disabled={paying} aria-busy={paying}>
              {T.demoPay}
            </Button>
          )}
          {failure ? (
            <Alert tone="error" role="alert">
              {failure}
            </Alert>
          ) : null}
          <p>
            <a href="/client/factures">{T.demoBack}</a>
          </p>
        </>
      ) : null}
    </div>
  );
}
