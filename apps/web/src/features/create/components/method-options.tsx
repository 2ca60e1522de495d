import {
  CREATE_LANGUAGE_NAMES,
  CREATE_LANGUAGES,
  CREATE_METHOD_LABELS,
  CREATE_METHODS,
  type CreateMethod,
} from '@brandwright/contracts';
import { Checkbox, NativeSelect, SimpleGrid, Stack } from '@mantine/core';

import type { CreateLanguage } from '../hooks/use-create-draft.ts';

/**
 * The eight search options and the Foreignize language. Word Combi is enabled only for a keyword of
 * more than one word (spec 001 section 4); while disabled it is shown unticked and not sent.
 */
export function MethodOptions({
  methods,
  canWordCombi,
  language,
  error,
  disabled,
  onMethodsChange,
  onLanguageChange,
}: {
  methods: readonly CreateMethod[];
  canWordCombi: boolean;
  language: CreateLanguage;
  error: string | null;
  disabled: boolean;
  onMethodsChange: (methods: CreateMethod[]) => void;
  onLanguageChange: (language: CreateLanguage) => void;
}) {
  const shown = canWordCombi ? methods : methods.filter((method) => method !== 'word_combi');
  return (
    <Stack gap="sm">
      <Checkbox.Group
        label="Search options"
        description={canWordCombi ? undefined : 'Word Combi needs two or more search words.'}
        value={[...shown]}
        onChange={(values) => onMethodsChange(CREATE_METHODS.filter((method) => values.includes(method)))}
        error={error}
      >
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" mt="xs">
          {CREATE_METHODS.map((method) => (
            <Checkbox
              key={method}
              value={method}
              label={CREATE_METHOD_LABELS[method]}
              disabled={disabled || (method === 'word_combi' && !canWordCombi)}
            />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
      <NativeSelect
        label="Foreignize language"
        value={language}
        disabled={disabled}
        onChange={(event) => {
          const value = event.currentTarget.value;
          const picked = CREATE_LANGUAGES.find((code) => code === value);
          if (picked) onLanguageChange(picked);
        }}
        data={CREATE_LANGUAGES.map((code) => ({ value: code, label: CREATE_LANGUAGE_NAMES[code] }))}
        maw={260}
      />
    </Stack>
  );
}
