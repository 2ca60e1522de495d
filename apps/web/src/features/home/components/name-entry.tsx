import { Button, Group, Text, TextInput } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';

import { paths } from '../../../config/paths.ts';
import { useIsLoggedIn } from '../../../lib/auth.ts';
import { storageKeys, writeStorage } from '../../../lib/storage.ts';
import { useTypingPlaceholder } from '../hooks/use-typing-placeholder.ts';

/**
 * The hero and Get Started input: ENTER keeps the typed name as the current project name for the
 * Create tool, clears the field and moves on (to the tool when logged in, to login otherwise).
 */
export function NameEntry({
  label = 'Your brand name idea',
  inverted = false,
}: {
  label?: string;
  inverted?: boolean;
}) {
  const [value, setValue] = useState('');
  const placeholder = useTypingPlaceholder(value === '');
  const isLoggedIn = useIsLoggedIn();
  const navigate = useNavigate();
  const inputId = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const name = value.trim();
    if (name !== '') writeStorage('session', storageKeys.currentProjectName, name);
    setValue('');
    void navigate(isLoggedIn ? paths.brandCreator.getHref() : paths.login.getHref());
  };

  return (
    <form onSubmit={onSubmit}>
      <Text
        component="label"
        htmlFor={inputId}
        fw={600}
        c={inverted ? 'white' : 'ink.9'}
        display="block"
        mb={6}
      >
        {label}
      </Text>
      <Group gap="xs" wrap="nowrap" align="flex-end">
        <TextInput
          id={inputId}
          placeholder={placeholder}
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          size="lg"
          style={{ flex: 1 }}
          autoComplete="off"
        />
        <Button
          type="submit"
          size="lg"
          color="spark.6"
          c="ink.9"
          px={{ base: 'md', sm: 'lg' }}
          rightSection={<IconArrowRight size={18} />}
        >
          ENTER
        </Button>
      </Group>
    </form>
  );
}
