import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Button } from '../Button/Button';
import { Combobox } from './Combobox';
import { cities, fakeSearch } from './comboboxFixtures';

// Story and test fixture: single and multiple Combobox in a react-hook-form form validated by zod.
export const travelSchema = z.object({
  home: z.string({ error: 'Choose your home city' }).min(1, 'Choose your home city'),
  visited: z.array(z.string()).min(2, 'Choose at least two cities'),
});
export type TravelValues = z.infer<typeof travelSchema>;

const search = fakeSearch(cities, 50);

export function ComboboxForm({ onValid }: { onValid: (values: TravelValues) => void }) {
  const { control, handleSubmit, formState } = useForm<TravelValues>({
    resolver: zodResolver(travelSchema),
    defaultValues: { home: '', visited: [] },
  });
  const { errors } = formState;
  return (
    <form
      onSubmit={handleSubmit(onValid)}
      noValidate
      style={{ display: 'flex', flexDirection: 'column', gap: 16 }}
    >
      <Controller
        control={control}
        name="home"
        render={({ field }) => (
          <Combobox
            label="Home city"
            required
            options={cities}
            loadingLabel="Loading…"
            noResultsLabel="No cities found"
            value={field.value || null}
            onValueChange={(next) => field.onChange(next ?? '')}
            onBlur={field.onBlur}
            ref={field.ref}
            error={errors.home?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="visited"
        render={({ field }) => (
          <Combobox
            multiple
            label="Cities visited"
            options={cities}
            loadOptions={search}
            debounceMs={50}
            loadingLabel="Loading…"
            noResultsLabel="No cities found"
            removeLabel={(city) => `Remove ${city}`}
            value={field.value}
            onValueChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            error={errors.visited?.message}
          />
        )}
      />
      <Button type="submit">Save</Button>
    </form>
  );
}
