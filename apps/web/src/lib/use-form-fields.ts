import { useCallback, useState, type ChangeEvent } from 'react';

import type { FieldErrors } from './validation.ts';

/**
 * A small controlled-form helper (values, per-field errors, an input binder). We only need a handful
 * of text fields and checkboxes per form, which does not justify another dependency.
 */
export function useFormFields<T extends { [K in keyof T]: string | boolean }>(initial: T) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<FieldErrors<T>>({});

  const setValue = useCallback(<K extends keyof T>(key: K, value: T[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    // Editing a field clears its own message; others stay until the next submit.
    setErrors((current) => (current[key] ? { ...current, [key]: undefined } : current));
  }, []);

  const textProps = (key: keyof T & string) => ({
    name: key,
    value: String(values[key]),
    error: errors[key],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setValue(key, event.currentTarget.value as T[typeof key]),
  });

  const checkboxProps = (key: keyof T & string) => ({
    name: key,
    checked: values[key] === true,
    error: errors[key],
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      setValue(key, event.currentTarget.checked as T[typeof key]),
  });

  const reset = useCallback(() => {
    setValues(initial);
    setErrors({});
  }, [initial]);

  return { values, errors, setErrors, setValue, setValues, textProps, checkboxProps, reset };
}
