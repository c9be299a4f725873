import { useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Button } from '../Button/Button';
import { FileDrop, type FileDropItem } from './FileDrop';
import { fileDropLabels } from './fileDropFixtures';

// Story and test fixture: attachments in a react-hook-form form validated by zod; "uploads" finish at once.
export const attachmentsSchema = z.object({
  attachments: z
    .array(z.custom<FileDropItem>())
    .min(1, 'Attach at least one file')
    .refine((files) => files.every((file) => !file.error), 'Remove the files that failed'),
});
export type AttachmentsValues = z.infer<typeof attachmentsSchema>;

export function FileDropForm({ onValid }: { onValid: (values: AttachmentsValues) => void }) {
  const { control, handleSubmit, formState } = useForm<AttachmentsValues>({
    resolver: zodResolver(attachmentsSchema),
    defaultValues: { attachments: [] },
  });
  const nextId = useRef(0);
  return (
    <form
      onSubmit={handleSubmit(onValid)}
      noValidate
      style={{ display: 'flex', flexDirection: 'column', gap: 16 }}
    >
      <Controller
        control={control}
        name="attachments"
        render={({ field }) => (
          <FileDrop
            label="Attachments"
            required
            accept=".pdf,image/*"
            maxSize={5_000_000}
            labels={fileDropLabels}
            files={field.value}
            onFilesAdded={(files) =>
              field.onChange([
                ...field.value,
                ...files.map((file) => ({
                  id: String((nextId.current += 1)),
                  name: file.name,
                  size: file.size,
                  progress: 100,
                })),
              ])
            }
            onCancel={(id) => field.onChange(field.value.filter((file) => file.id !== id))}
            ref={field.ref}
            error={formState.errors.attachments?.message}
          />
        )}
      />
      <Button type="submit">Send</Button>
    </form>
  );
}
