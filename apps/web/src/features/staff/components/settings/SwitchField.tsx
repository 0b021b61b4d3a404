import { Switch, type SwitchProps } from '@mantine/core';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

/** A switch bound to a boolean of a settings form (kept in step when the saved values arrive). */
export function SwitchField<V extends FieldValues>({
  control,
  name,
  ...props
}: { control: Control<V>; name: Path<V> } & Omit<SwitchProps, 'checked' | 'onChange' | 'name'>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Switch
          {...props}
          name={field.name}
          ref={field.ref}
          checked={Boolean(field.value)}
          onChange={(event) => field.onChange(event.currentTarget.checked)}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}
