import { useMutation } from '@tanstack/react-query';
import type { EnquiryAccepted, EnquiryForm } from '../../../../shared/enquiries';
import { api } from '../../../lib/api-client';

/**
 * POSTs one enquiry to its SPEC §7 path. Resolves with the 201 body; an answer other than 2xx
 * rejects with an ApiError (status, message, field errors), no answer at all with a TypeError.
 */
export function submitEnquiry(form: EnquiryForm, payload: Record<string, unknown>) {
  return api.post<EnquiryAccepted>(form.path, payload);
}

export function useSubmitEnquiry(form: EnquiryForm) {
  return useMutation({
    mutationKey: ['enquiry', form.kind],
    mutationFn: (payload: Record<string, unknown>) => submitEnquiry(form, payload),
  });
}
