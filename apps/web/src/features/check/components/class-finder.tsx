import { Combobox, Group, InputBase, Loader, Pill, Text, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useId, useRef, useState } from 'react';

import { useTrademarkClassSearch } from '../api/search-trademark-classes.ts';

/** Spec 9: the class list hides this long after the field loses focus (so a click on it still lands). */
export const CLASS_DROPDOWN_HIDE_MS = 250;

export interface SelectedClass {
  class: number;
  description: string;
}

export function classLabel(item: SelectedClass): string {
  return `Class ${item.class}: ${item.description}`;
}

/**
 * The trademark class finder (spec 002 section 2): matching Nice classes listed as 'Class N:
 * description'; picking one adds it once and clears the search; each chosen class can be removed.
 */
export function ClassFinder({
  selected,
  disabled,
  onAdd,
  onRemove,
}: {
  selected: readonly SelectedClass[];
  disabled: boolean;
  onAdd: (item: SelectedClass) => void;
  onRemove: (classNumber: number) => void;
}) {
  const [term, setTerm] = useState('');
  const [debounced] = useDebouncedValue(term, 200);
  const search = useTrademarkClassSearch(debounced);
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const hideTimer = useRef<number | undefined>(undefined);
  const inputId = useId();
  useEffect(() => () => window.clearTimeout(hideTimer.current), []);

  const matches = (search.data ?? []).filter((match) => !selected.some((item) => item.class === match.class));
  const hasTerm = term.trim() !== '';
  // The best match is highlighted, so Enter takes it; arrow keys move between the others.
  const firstMatch = matches[0]?.class;
  useEffect(() => {
    if (firstMatch !== undefined) combobox.selectFirstOption();
  }, [firstMatch, search.data, combobox]);

  const pick = (value: string) => {
    const match = search.data?.find((item) => String(item.class) === value);
    if (match && !selected.some((item) => item.class === match.class))
      onAdd({ class: match.class, description: match.description });
    setTerm('');
    combobox.closeDropdown();
  };

  return (
    <div>
      <Combobox
        store={combobox}
        onOptionSubmit={pick}
        withinPortal={false}
        // Shown at once: the list follows typing, a fade would only delay it.
        transitionProps={{ duration: 0 }}
        // Not a portal, so the list moves with the field; jsdom has no layout to detect it anyway.
        hideDetached={false}
      >
        <Combobox.Target>
          <InputBase
            id={inputId}
            label="Select a Trade Mark Class by entering your product or service here"
            description="Optional: leave it empty to search every class."
            placeholder="Start typing..."
            value={term}
            disabled={disabled}
            autoComplete="off"
            maxLength={200}
            rightSection={search.isFetching && hasTerm ? <Loader size="xs" aria-hidden="true" /> : null}
            onChange={(event) => {
              setTerm(event.currentTarget.value);
              combobox.openDropdown();
              combobox.updateSelectedOptionIndex();
            }}
            onKeyDown={(event) => {
              // Enter picks the highlighted class; it must never submit the check.
              if (event.key === 'Enter') event.preventDefault();
            }}
            onFocus={() => {
              window.clearTimeout(hideTimer.current);
              if (hasTerm) combobox.openDropdown();
            }}
            onBlur={() => {
              window.clearTimeout(hideTimer.current);
              hideTimer.current = window.setTimeout(() => combobox.closeDropdown(), CLASS_DROPDOWN_HIDE_MS);
            }}
          />
        </Combobox.Target>
        <Combobox.Dropdown hidden={!hasTerm}>
          <Combobox.Options aria-label="Matching trademark classes" mah={260} style={{ overflowY: 'auto' }}>
            {search.isError ? (
              <Combobox.Empty>We could not search the classes. Please try again.</Combobox.Empty>
            ) : matches.length === 0 ? (
              <Combobox.Empty>
                {search.isFetching || debounced.trim() !== term.trim() ? 'Searching…' : 'No matching class.'}
              </Combobox.Empty>
            ) : (
              matches.map((match) => (
                <Combobox.Option value={String(match.class)} key={match.class}>
                  {classLabel(match)}
                </Combobox.Option>
              ))
            )}
          </Combobox.Options>
        </Combobox.Dropdown>
      </Combobox>
      {selected.length > 0 ? (
        <Group
          gap={6}
          mt="xs"
          component="ul"
          aria-label="Selected trademark classes"
          className="bw-pill-list"
        >
          {selected.map((item) => (
            <li key={item.class}>
              <Pill
                size="md"
                withRemoveButton={!disabled}
                onRemove={() => onRemove(item.class)}
                removeButtonProps={{
                  'aria-label': `Remove Class ${item.class}`,
                  'aria-hidden': false,
                  tabIndex: 0,
                }}
                maw="100%"
              >
                {classLabel(item)}
              </Pill>
            </li>
          ))}
        </Group>
      ) : (
        <Text size="sm" c="dimmed" mt={4}>
          No class selected.
        </Text>
      )}
    </div>
  );
}
