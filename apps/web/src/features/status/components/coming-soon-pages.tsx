import { ComingSoon } from '../../../components/ui/coming-soon.tsx';
import { paths } from '../../../config/paths.ts';

const backToAccount = { label: 'Back to My Account', to: paths.myAccount.getHref() };

export function CheckSearchHistoryPage() {
  return (
    <ComingSoon
      tool="Check Search History"
      description="Your past Check searches and their reports will be listed here."
      back={backToAccount}
    />
  );
}
