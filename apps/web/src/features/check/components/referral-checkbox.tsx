import { Checkbox } from '@mantine/core';

import { useReferral } from '../api/check-referral.ts';

export const referralLabel = 'Would you like to be contacted by our IP partners?';

/** The referral tick-box (spec 002 section 2), disabled once the member has been referred. */
export function ReferralCheckbox({
  checked,
  disabled,
  onChange,
}: {
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}) {
  const referral = useReferral();
  const isReferred = referral.data?.referred === true;
  return (
    <Checkbox
      label={referralLabel}
      description={
        isReferred
          ? 'You have already asked to be contacted; our IP partners have your details.'
          : 'Tick it and a partner firm will contact you about protecting your name.'
      }
      checked={isReferred || checked}
      disabled={disabled || isReferred || referral.isPending}
      onChange={(event) => onChange(event.currentTarget.checked)}
    />
  );
}
