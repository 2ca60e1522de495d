import { Button, Container, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { productKeys, type ProductKey } from '@brandwright/contracts';
import { Link, useSearchParams } from 'react-router';

import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { StatusPage } from '../../../components/ui/status-page.tsx';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useProducts } from '../api/get-products.ts';
import { useStartCheckout } from '../api/start-checkout.ts';
import { formatPence } from '../format-amount.ts';
import { isFollowableCheckoutUrl, leaveForCheckout } from '../redirect.ts';

function isProductKey(value: string): value is ProductKey {
  return (productKeys as readonly string[]).includes(value);
}

/** One line item of quantity 1, then 'Pay now!' hands over to the checkout page the server opened. */
export function CheckoutPage() {
  const [searchParams] = useSearchParams();
  const productId = searchParams.get('product');
  const products = useProducts();
  const checkout = useStartCheckout();

  if (!productId || !isProductKey(productId)) {
    return (
      <StatusPage
        title="Pick a package first"
        lines={['Choose how many credits you would like, then come back here to pay.']}
        action={{ label: 'View Packages', to: paths.topUp.getHref() }}
      />
    );
  }
  if (products.isPending) return <PageLoader label="Loading your order" />;
  if (products.isError) {
    return (
      <Container size="sm" py={{ base: 48, sm: 80 }}>
        <ErrorAlert title="We could not load the packages">{errorMessage(products.error)}</ErrorAlert>
      </Container>
    );
  }
  const product = products.data.find((candidate) => candidate.productId === productId);
  if (!product) {
    return (
      <StatusPage
        title="This package is not on sale"
        lines={['Please pick one of the packages we offer.']}
        action={{ label: 'View Packages', to: paths.topUp.getHref() }}
      />
    );
  }

  function payNow() {
    if (!product) return;
    checkout.mutate(product.productId, {
      onSuccess: (session) => {
        if (isFollowableCheckoutUrl(session.url)) leaveForCheckout(session.url);
      },
    });
  }
  const refused = checkout.isSuccess && !isFollowableCheckoutUrl(checkout.data.url);

  return (
    <Container size="sm" py={{ base: 48, sm: 80 }}>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 40 }} shadow="sm">
        <Stack gap="md">
          <Title order={1} fz={{ base: 26, sm: 32 }} c="ink.9">
            Checkout
          </Title>
          <Group justify="space-between" wrap="nowrap">
            <Text fw={600}>{product.name} × 1</Text>
            <Text fw={600}>{formatPence(product.price)}</Text>
          </Group>
          <Divider />
          <Group justify="space-between" wrap="nowrap">
            <Text fw={800}>Total</Text>
            <Text fw={800}>{formatPence(product.price)}</Text>
          </Group>
          {checkout.isError && (
            <ErrorAlert title="We could not start the payment">{errorMessage(checkout.error)}</ErrorAlert>
          )}
          {refused && (
            <ErrorAlert title="We could not start the payment">
              The payment page address we received is not one we can open.
            </ErrorAlert>
          )}
          <Button
            size="md"
            color="ink"
            leftSection={<IconLock size={18} aria-hidden="true" />}
            onClick={payNow}
            loading={checkout.isPending || (checkout.isSuccess && !refused)}
          >
            Pay now!
          </Button>
          <Text c="dimmed" fz="sm">
            You will enter your card details on our payment provider&apos;s secure page.{' '}
            <Link to={paths.topUp.getHref()}>Choose another package</Link>
          </Text>
        </Stack>
      </Paper>
    </Container>
  );
}
