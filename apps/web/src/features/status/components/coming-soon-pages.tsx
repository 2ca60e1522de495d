import { ComingSoon } from '../../../components/ui/coming-soon.tsx';
import { paths } from '../../../config/paths.ts';

const backToAccount = { label: 'Back to My Account', to: paths.myAccount.getHref() };

export function ManagePlanPage() {
  return (
    <ComingSoon
      tool="Account Activity"
      description="Your payments and plan history will be listed here."
      back={backToAccount}
    />
  );
}

export function TopUpPage() {
  return (
    <ComingSoon
      tool="Top up your credits"
      description="Buying packages and credits online is on its way. Until then, get in touch and we will set you up."
      back={{ label: 'Contact us', to: paths.contact.getHref() }}
    />
  );
}

export function CheckoutPage() {
  return (
    <ComingSoon
      tool="Checkout"
      description="Secure card payments are being connected."
      back={backToAccount}
    />
  );
}

export function SavedCreationsPage() {
  return (
    <ComingSoon
      tool="Saved Creations"
      description="Every project you keep in the Create tool, with its Word Bank, will be listed here."
      back={backToAccount}
    />
  );
}

export function CheckSearchHistoryPage() {
  return (
    <ComingSoon
      tool="Check Search History"
      description="Your past Check searches and their reports will be listed here."
      back={backToAccount}
    />
  );
}
