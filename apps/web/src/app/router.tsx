import { lazy, type ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';

import { paths } from '../config/paths.ts';
import { AppLayout } from './layout/app-layout.tsx';
import { RequireLogin } from './require-login.tsx';
import { HomeRoute } from './routes/home-route.tsx';

/** Every page but the home page is its own chunk, so the first visit downloads only what it shows. */
function page<M extends Record<string, unknown>>(load: () => Promise<M>, exportName: keyof M & string) {
  return lazy(async () => {
    const module = await load();
    return { default: module[exportName] as ComponentType };
  });
}

const AboutPage = page(() => import('../features/about/components/about-page.tsx'), 'AboutPage');
const ContactPage = page(() => import('../features/contact/components/contact-page.tsx'), 'ContactPage');
const OurPackagesPage = page(
  () => import('../features/packages/components/our-packages-page.tsx'),
  'OurPackagesPage',
);
const ProductsPage = page(() => import('../features/products/components/products-page.tsx'), 'ProductsPage');
const CreateProductPage = page(
  () => import('../features/products/components/create-product-page.tsx'),
  'CreateProductPage',
);
const CheckProductPage = page(
  () => import('../features/products/components/check-product-page.tsx'),
  'CheckProductPage',
);
const TermsPage = page(() => import('../features/legal/components/terms-page.tsx'), 'TermsPage');
const PrivacyPage = page(() => import('../features/legal/components/privacy-page.tsx'), 'PrivacyPage');
const LoginPage = page(() => import('../features/auth/components/login-page.tsx'), 'LoginPage');
const JoinPage = page(() => import('../features/auth/components/join-page.tsx'), 'JoinPage');
const AccountSuccessPage = page(
  () => import('../features/auth/components/account-success-page.tsx'),
  'AccountSuccessPage',
);
const ForgottenPasswordPage = page(
  () => import('../features/auth/components/forgotten-password-page.tsx'),
  'ForgottenPasswordPage',
);
const ResetPasswordPage = page(
  () => import('../features/auth/components/reset-password-page.tsx'),
  'ResetPasswordPage',
);
const ActivatePage = page(() => import('../features/auth/components/activate-page.tsx'), 'ActivatePage');
const MyAccountPage = page(
  () => import('../features/account/components/my-account-page.tsx'),
  'MyAccountPage',
);
const AccountSettingsPage = page(
  () => import('../features/account/components/account-settings-page.tsx'),
  'AccountSettingsPage',
);
const ConfirmEmailPage = page(
  () => import('../features/account/components/confirm-email-page.tsx'),
  'ConfirmEmailPage',
);
const statusPages = () => import('../features/status/components/status-pages.tsx');
const NotFoundPage = page(statusPages, 'NotFoundPage');
const NoCreditsPage = page(statusPages, 'NoCreditsPage');
const NoActivePlanPage = page(statusPages, 'NoActivePlanPage');
const paymentResultPages = () => import('../features/payments/components/payment-result-pages.tsx');
const PaymentSuccessPage = page(paymentResultPages, 'PaymentSuccessPage');
const PaymentFailurePage = page(paymentResultPages, 'PaymentFailurePage');
const ThankYouPage = page(() => import('../features/payments/components/thank-you-page.tsx'), 'ThankYouPage');
const TopUpPage = page(() => import('../features/payments/components/top-up-page.tsx'), 'TopUpPage');
const CheckoutPage = page(() => import('../features/payments/components/checkout-page.tsx'), 'CheckoutPage');
const AccountActivityPage = page(
  () => import('../features/account/components/account-activity-page.tsx'),
  'AccountActivityPage',
);
const toolPages = () => import('../features/tools/components/tool-pages.tsx');
const BrandCreatorPage = page(
  () => import('../features/create/components/brand-creator-page.tsx'),
  'BrandCreatorPage',
);
const BrandCheckerPage = page(
  () => import('../features/check/components/brand-checker-page.tsx'),
  'BrandCheckerPage',
);
const BrandTesterPage = page(toolPages, 'BrandTesterPage');
// The brand tools' workspace (My Brand Centre, drag and drop) loads with the first tool page.
const BrandToolLayout = page(() => import('./routes/brand-tool-layout.tsx'), 'BrandToolLayout');
const SavedCreationsPage = page(
  () => import('../features/saved-creations/components/saved-creations-page.tsx'),
  'SavedCreationsPage',
);
const CheckSearchHistoryPage = page(
  () => import('../features/check-history/components/check-search-history-page.tsx'),
  'CheckSearchHistoryPage',
);

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { path: paths.home.path, element: <HomeRoute /> },
      { path: paths.ourPackages.path, element: <OurPackagesPage /> },
      { path: paths.products.path, element: <ProductsPage /> },
      { path: paths.productCreate.path, element: <CreateProductPage /> },
      { path: paths.productCheck.path, element: <CheckProductPage /> },
      { path: paths.productCheckLegacy.path, element: <CheckProductPage /> },
      { path: paths.about.path, element: <AboutPage /> },
      { path: paths.contact.path, element: <ContactPage /> },
      { path: paths.login.path, element: <LoginPage /> },
      { path: paths.join.path, element: <JoinPage /> },
      { path: paths.forgottenPassword.path, element: <ForgottenPasswordPage /> },
      { path: paths.resetPassword.path, element: <ResetPasswordPage /> },
      { path: paths.activate.path, element: <ActivatePage /> },
      { path: paths.confirmEmail.path, element: <ConfirmEmailPage /> },
      { path: paths.terms.path, element: <TermsPage /> },
      { path: paths.privacy.path, element: <PrivacyPage /> },
      { path: paths.thankYou.path, element: <ThankYouPage /> },
      { path: paths.accountSuccess.path, element: <AccountSuccessPage /> },
      { path: paths.noCredits.path, element: <NoCreditsPage /> },
      { path: paths.noActivePlan.path, element: <NoActivePlanPage /> },
      { path: paths.notFound.path, element: <NotFoundPage /> },
      {
        element: <RequireLogin />,
        children: [
          { path: paths.myAccount.path, element: <MyAccountPage /> },
          { path: paths.accountSettings.path, element: <AccountSettingsPage /> },
          { path: paths.managePlan.path, element: <AccountActivityPage /> },
          { path: paths.topUp.path, element: <TopUpPage /> },
          { path: paths.savedCreations.path, element: <SavedCreationsPage /> },
          { path: paths.checkSearchHistory.path, element: <CheckSearchHistoryPage /> },
          {
            // My Brand Centre sits beside these two tools only (spec 001 section 2).
            element: <BrandToolLayout />,
            children: [
              { path: paths.brandCreator.path, element: <BrandCreatorPage /> },
              { path: paths.brandChecker.path, element: <BrandCheckerPage /> },
            ],
          },
          { path: paths.brandTester.path, element: <BrandTesterPage /> },
          { path: paths.paymentSuccess.path, element: <PaymentSuccessPage /> },
          { path: paths.paymentFailure.path, element: <PaymentFailurePage /> },
          { path: paths.checkout.path, element: <CheckoutPage /> },
        ],
      },
      { path: '*', element: <Navigate to={paths.notFound.getHref()} replace /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
