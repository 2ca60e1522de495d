import { Loader, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconReceiptOff } from '@tabler/icons-react';
import { useParams } from 'react-router';

import { StatusPage } from '../../../components/ui/status-page.tsx';
import { paths } from '../../../config/paths.ts';
import { usePaymentStatus } from '../api/get-payment-status.ts';
import { formatPence } from '../format-amount.ts';
import { planDescription } from '../plan-descriptions.ts';

function NoPaymentFound({ title }: { title: string }) {
  return (
    <StatusPage
      icon={<IconReceiptOff size={56} color="#4146c3" aria-hidden="true" />}
      title={title}
      lines={['No payment with this reference is recorded on your account.']}
      action={{ label: 'Go to Account', to: paths.myAccount.getHref() }}
    />
  );
}

function PaymentFailed() {
  return (
    <StatusPage
      icon={<IconCircleX size={56} color="#e03131" aria-hidden="true" />}
      title="Your Purchase was not completed Successfully"
      lines={['You can pick a package and pay again whenever you are ready.']}
      action={{ label: 'Try again', to: paths.topUp.getHref() }}
    />
  );
}

/**
 * The card provider sends the buyer back to /payment-success/{amount}/{sessionId}. The amount in the
 * address proves nothing, so the page shows only what the server has recorded for this session and
 * this user, and waits (polling) while the payment is still being confirmed.
 */
export function PaymentSuccessPage() {
  const { sessionId } = useParams();
  const payment = usePaymentStatus(sessionId);

  if (!sessionId) return <NoPaymentFound title="There is no payment to show" />;
  if (payment.isWaiting) {
    return (
      <StatusPage
        title="Confirming your payment"
        lines={['We are waiting for the card provider to confirm it. This usually takes a few seconds.']}
      >
        <Loader color="ink" aria-label="Waiting for the payment to be confirmed" role="status" />
      </StatusPage>
    );
  }
  if (payment.isError || !payment.data) return <NoPaymentFound title="We could not find this payment" />;
  const { data } = payment;
  if (data.status === 'pending') {
    return (
      <StatusPage
        title="Your payment is still being confirmed"
        lines={[
          'The card provider has not confirmed it yet. Your plan starts as soon as it does; Account Activity will show the payment.',
        ]}
        action={{ label: 'Go to Account', to: paths.myAccount.getHref() }}
      />
    );
  }
  if (data.status !== 'paid') return <PaymentFailed />;

  const description = planDescription(data.plan_name);
  return (
    <StatusPage
      icon={<IconCircleCheck size={56} color="#2f9e44" aria-hidden="true" />}
      title="Your purchase was completed Successfully"
      lines={['You can now continue with using the tool']}
      action={{ label: 'Go to Account', to: paths.myAccount.getHref() }}
    >
      <Text fw={600}>
        {data.plan_name}: {formatPence(data.amount_total)} paid
      </Text>
      {description && <Text>{description}</Text>}
    </StatusPage>
  );
}

export function PaymentFailurePage() {
  return <PaymentFailed />;
}
