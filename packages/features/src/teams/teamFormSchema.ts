import { z } from 'zod';
import { TEAM_DESCRIPTION_MAX, TEAM_NAME_MAX } from '@atrium/api';

/** The create/edit form; messages are teams keys, translated when shown. */
export const teamFormSchema = z.object({
  name: z.string().trim().min(1, 'form.nameRequired').max(TEAM_NAME_MAX, 'form.nameTooLong'),
  description: z.string().trim().max(TEAM_DESCRIPTION_MAX, 'form.descriptionTooLong'),
});
export type TeamFormValues = z.infer<typeof teamFormSchema>;
