import type { ContactRequest, ContactResponse } from '@brandwright/contracts';
import { useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api-client.ts';

export function useSendContact() {
  return useMutation({
    mutationFn: (input: ContactRequest) => api.post<ContactResponse>('/api/contact/sendContact', input),
  });
}
