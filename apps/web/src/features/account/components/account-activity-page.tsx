import { Button, Container, Group, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { NO_ACTIVE_PLAN } from '@brandwright/contracts';
import { useState } from 'react';
import { Link } from 'react-router';

import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { PageHero } from '../../../components/ui/page-hero.tsx';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useDeactivatePlan } from '../api/deactivate-plan.ts';
import { useUserPayments, type PaymentRecord } from '../api/find-user-payments.ts';
import { useAccountSummary } from '../api/get-account-summary.ts';

/** Rows shown at first and added by each 'More' (spec 000, section 9). */
export const ACTIVITY_PAGE_SIZE = 8;

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Europe/London',
});

export function formatPaymentDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateFormat.format(date);
}

/** amount_total / 100 with two decimals, prefixed with £ (spec 000, section 9). */
export function formatPayment(amountTotal: number): string {
  return `£${(amountTotal / 100).toFixed(2)}`;
}

function formatStatus(status: string): string {
  return status === '' ? status : status.charAt(0).toUpperCase() + status.slice(1);
}

function PaymentsTable({ payments }: { payments: PaymentRecord[] }) {
  const [shown, setShown] = useState(ACTIVITY_PAGE_SIZE);
  if (payments.length === 0) {
    return (
      <Stack gap="sm" align="flex-start">
        <Text>You have not made any payments yet.</Text>
        <Button component={Link} to={paths.topUp.getHref()} color="ink">
          View Packages
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <Table.ScrollContainer minWidth={340}>
        <Table striped verticalSpacing="sm" aria-label="Your payments">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Date</Table.Th>
              <Table.Th scope="col">Plan</Table.Th>
              <Table.Th scope="col">Payment</Table.Th>
              <Table.Th scope="col">Status</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {payments.slice(0, shown).map((payment, index) => (
              <Table.Tr key={`${payment.date}-${index}`}>
                <Table.Td>{formatPaymentDate(payment.date)}</Table.Td>
                <Table.Td>{payment.plan_name}</Table.Td>
                <Table.Td>{formatPayment(payment.amount_total)}</Table.Td>
                <Table.Td>{formatStatus(payment.payment_status)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {shown < payments.length && (
        <Button
          variant="outline"
          color="ink"
          onClick={() => setShown((count) => count + ACTIVITY_PAGE_SIZE)}
          w="fit-content"
        >
          More
        </Button>
      )}
    </Stack>
  );
}

type PlanDeactivation = ReturnType<typeof useDeactivatePlan>;

/**
 * Cancelling Unlimited, behind a confirmation. The mutation belongs to the page: this button goes
 * away as soon as the account reads "No Active Plan", which can happen before the request's own
 * callbacks run, and the confirmation in words must not depend on it staying.
 */
function CancelPlan({ planName, deactivate }: { planName: string; deactivate: PlanDeactivation }) {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Button
        variant="outline"
        color="red.8"
        onClick={() => {
          deactivate.reset();
          setConfirming(true);
        }}
      >
        Cancel {planName}
      </Button>
      <Modal
        opened={confirming && !deactivate.isSuccess}
        onClose={() => setConfirming(false)}
        title={`Cancel your ${planName} plan?`}
        centered
      >
        <Stack gap="md">
          <Text>
            Your plan stops now and you will not be charged again. You can buy a package again at any time.
          </Text>
          {deactivate.isError && (
            <ErrorAlert title="Your plan was not cancelled">{errorMessage(deactivate.error)}</ErrorAlert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Keep my plan
            </Button>
            <Button color="red.8" loading={deactivate.isPending} onClick={() => deactivate.mutate(planName)}>
              Yes, cancel my plan
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

export function AccountActivityPage() {
  const payments = useUserPayments();
  const summary = useAccountSummary();
  const planName = summary.data?.activePlan ?? NO_ACTIVE_PLAN;
  const deactivate = useDeactivatePlan();
  const cancelledPlan = deactivate.isSuccess ? deactivate.variables : null;

  return (
    <>
      <PageHero title="Account Activity" lead="Your payments and your plan." />
      <Container size="lg" py={{ base: 32, sm: 56 }}>
        <Stack gap="xl">
          <Stack gap="xs">
            <Title order={2} fz="xl" c="ink.9">
              Your Plan
            </Title>
            {summary.isPending ? (
              <Text c="dimmed">Loading your plan…</Text>
            ) : (
              <Group gap="md" wrap="wrap">
                <Text fw={700}>{planName}</Text>
                {planName.endsWith('Unlimited') && <CancelPlan planName={planName} deactivate={deactivate} />}
              </Group>
            )}
            <div role="status">
              {cancelledPlan && <Text fw={600}>Your {cancelledPlan} plan has been cancelled.</Text>}
            </div>
          </Stack>
          <Stack gap="xs">
            <Title order={2} fz="xl" c="ink.9">
              Payments
            </Title>
            {payments.isPending ? (
              <PageLoader label="Loading your payments" />
            ) : payments.isError ? (
              <ErrorAlert title="We could not load your payments">{errorMessage(payments.error)}</ErrorAlert>
            ) : (
              <PaymentsTable payments={payments.data} />
            )}
          </Stack>
        </Stack>
      </Container>
    </>
  );
}
