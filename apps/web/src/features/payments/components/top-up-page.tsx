import { Button, Card, Group, SimpleGrid, Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import { couponMessages } from '@brandwright/contracts';
import { IconTicket } from '@tabler/icons-react';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';

import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { PageHero } from '../../../components/ui/page-hero.tsx';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { PageSection } from '../../../components/ui/page-section.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useAddCouponCredits } from '../api/add-coupon-credits.ts';
import { useCredits } from '../api/get-credits.ts';
import { useProducts, type Product } from '../api/get-products.ts';
import { formatPence } from '../format-amount.ts';
import { planDescription } from '../plan-descriptions.ts';

/** How long a coupon notice stays on screen (spec 000, section 9). */
export const COUPON_NOTICE_MS = 4000;

const invalidCouponMessage = couponMessages.invalid;
const usedCouponMessage = couponMessages.alreadyUsed;

/** The spec's two coupon messages, chosen by the server's error code; anything else in its own words. */
export function couponErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === 'COUPON_ALREADY_USED' || error.statusCode === 409) return usedCouponMessage;
    if (error.code === 'INVALID_COUPON' || error.statusCode === 404 || error.statusCode === 400)
      return invalidCouponMessage;
  }
  return errorMessage(error);
}

function ProductCard({ product }: { product: Product }) {
  return (
    <Card withBorder radius="lg" padding="xl" shadow="xs">
      <Stack gap="sm" h="100%">
        <Title order={3} fz="xl" c="ink.9">
          {product.name}
        </Title>
        <Text fw={800} fz={32} c="ink.9">
          {formatPence(product.price)}
        </Text>
        <Text c="dimmed" style={{ flex: 1 }}>
          {planDescription(product.name)}
        </Text>
        <Button
          component={Link}
          to={paths.checkout.getHref(product.productId)}
          color="ink"
          aria-label={`Buy ${product.name}`}
        >
          Buy
        </Button>
      </Stack>
    </Card>
  );
}

function CouponForm() {
  const navigate = useNavigate();
  const redeem = useAddCouponCredits();
  const [coupon, setCoupon] = useState('');
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), COUPON_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const code = coupon.trim();
    if (code === '') {
      setNotice('Enter a coupon code, or pick a package above to pay by card.');
      return;
    }
    setNotice(null);
    redeem.mutate(code, {
      onSuccess: () => void navigate(paths.thankYou.getHref()),
      onError: (error) => setNotice(couponErrorMessage(error)),
    });
  }

  return (
    <Card withBorder radius="lg" padding="xl" shadow="xs" component="section" aria-labelledby="coupon-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Group gap="xs">
            <IconTicket size={24} color="#4146c3" aria-hidden="true" />
            <Title order={2} fz="lg" c="ink.9" id="coupon-title">
              Have a coupon?
            </Title>
          </Group>
          <Group align="flex-end" wrap="wrap">
            <TextInput
              label="Coupon code"
              value={coupon}
              onChange={(event) => setCoupon(event.currentTarget.value)}
              autoComplete="off"
              style={{ flex: '1 1 220px' }}
              maxLength={64}
            />
            <Button type="submit" color="ink" loading={redeem.isPending}>
              Redeem
            </Button>
          </Group>
          <div role="status" aria-live="polite">
            {notice && (
              <Text c="red.8" fw={600}>
                {notice}
              </Text>
            )}
          </div>
        </Stack>
      </form>
    </Card>
  );
}

export function TopUpPage() {
  const products = useProducts();
  const credits = useCredits();
  // 'Loaded' even when a call failed (spec 000, section 4): the page then says what went wrong.
  const isLoading = products.isPending || credits.isPending;

  return (
    <>
      <PageHero title="How many credits would you like?" lead="We’ll add these to your current credit pot." />
      <PageSection>
        {isLoading ? (
          <PageLoader label="Loading packages and your credits" />
        ) : (
          <Stack gap="xl">
            {credits.isSuccess ? (
              <Text fz="lg" c="ink.9">
                Your credit pot holds <strong>{credits.data}</strong>{' '}
                {credits.data === 1 ? 'credit' : 'credits'}.
              </Text>
            ) : (
              <ErrorAlert title="We could not read your credit balance">
                {errorMessage(credits.error)}
              </ErrorAlert>
            )}
            <Tabs defaultValue="payg" color="ink">
              <Tabs.List>
                <Tabs.Tab value="payg">Pay As You Go</Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="payg" pt="lg">
                {products.isSuccess ? (
                  products.data.length > 0 ? (
                    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
                      {products.data.map((product) => (
                        <ProductCard key={product.productId} product={product} />
                      ))}
                    </SimpleGrid>
                  ) : (
                    <Text c="dimmed">No packages are on sale right now. Please try again later.</Text>
                  )
                ) : (
                  <ErrorAlert title="We could not load the packages">
                    {errorMessage(products.error)}
                  </ErrorAlert>
                )}
              </Tabs.Panel>
            </Tabs>
            <CouponForm />
          </Stack>
        )}
      </PageSection>
    </>
  );
}
