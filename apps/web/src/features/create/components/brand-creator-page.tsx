import { CHECK_LINK_MIN_WORDS, createMessages, type CreateMethod } from '@brandwright/contracts';
import { Anchor, Box, Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';

import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { ToolTabs } from '../../../components/ui/tool-tabs.tsx';
import { paths } from '../../../config/paths.ts';
import { readOpenedCreation } from '../../../lib/saved-creation-handoff.ts';
import { readStorage, removeStorage, storageKeys } from '../../../lib/storage.ts';
import { sameName, useToolWorkspace, type ToolPill } from '../../../lib/tool-workspace.tsx';
import { useCreateDraft } from '../hooks/use-create-draft.ts';
import { useCreateSearch } from '../hooks/use-create-search.ts';
import {
  allowsWordCombi,
  isErrorResolved,
  validateCreateSearch,
  type CreateFormError,
} from '../validation.ts';
import { MethodOptions } from './method-options.tsx';
import { ProjectFields } from './project-fields.tsx';
import { ResultGroups } from './result-groups.tsx';
import { SaveCreationButton } from './save-creation-button.tsx';
import { SavedCreationCard } from './saved-creation-card.tsx';
import { SearchWordInput } from './search-word-input.tsx';

const savedCreationParams = new Set(['savekonstrukt', 'savedkonstrukt']);

/** The Brand Creator (spec 001 section 2) at /brand-creator and /brand-creator/savedkonstrukt. */
export function BrandCreatorPage() {
  const workspace = useToolWorkspace();
  const { projectId, project, projectsReady, projects, selectProject, setToolInput, addWord, addBrand } =
    workspace;
  const navigate = useNavigate();
  const { savekonstrukt } = useParams();
  const [draft, setDraft] = useCreateDraft();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<CreateFormError | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const search = useCreateSearch();
  const { restore, clear } = search;

  const isLocked = project !== null;
  const name = project ? project.name : draft.projectName;
  const description = project?.description ? project.description : draft.projectDescription;
  const keyword = [...draft.pills.map((pill) => pill.value), typed].join(' ').trim();
  const canWordCombi = allowsWordCombi(keyword);
  const methods = canWordCombi ? draft.methods : draft.methods.filter((method) => method !== 'word_combi');
  const values = { projectName: name, projectDescription: description, keyword, methods };
  const shownError = error && !isErrorResolved(error, values) ? error : null;
  const errorFor = (field: CreateFormError['field']) =>
    shownError?.field === field ? shownError.message : null;

  const addPill = useCallback(
    (pill: ToolPill) =>
      setDraft((current) =>
        current.pills.some((existing) => sameName(existing.value, pill.value))
          ? current
          : { ...current, pills: [...current.pills, pill] },
      ),
    [setDraft],
  );
  const removePill = (value: string) =>
    setDraft((current) => ({ ...current, pills: current.pills.filter((pill) => pill.value !== value) }));

  // My Brand Centre adds to and marks against these pills.
  const pillValues = draft.pills.map((pill) => pill.value).join('\n');
  useEffect(() => {
    setToolInput({ values: pillValues === '' ? [] : pillValues.split('\n'), add: addPill });
  }, [pillValues, addPill, setToolInput]);
  useEffect(() => () => setToolInput(null), [setToolInput]);

  // Clearing or deleting the chosen project empties the pills and the results (spec 001 section 2).
  const previousProject = useRef(projectId);
  useEffect(() => {
    const had = previousProject.current;
    previousProject.current = projectId;
    if (had !== null && projectId === null) {
      setDraft((current) => ({ ...current, pills: [] }));
      setTyped('');
      clear();
    }
  }, [projectId, setDraft, clear]);

  // After a reload, the last search of the chosen project is shown again.
  const restored = useRef(false);
  useEffect(() => {
    if (restored.current || !projectId) return;
    restored.current = true;
    if (!search.search) restore(projectId);
  }, [projectId, restore, search.search]);

  // The project name typed in the home page's ENTER box (or a saved creation) arrives here; a known
  // name selects that project, a new one fills the name field.
  const [handedName] = useState(() => readStorage('session', storageKeys.currentProjectName));
  const isSavedRoute = savekonstrukt !== undefined && savedCreationParams.has(savekonstrukt);
  const [opened] = useState(() => (isSavedRoute ? readOpenedCreation() : null));
  const handOff = opened
    ? { name: opened.konstruktorName, projectId: opened.projectId }
    : handedName
      ? { name: handedName, projectId: null }
      : null;
  const handled = useRef(false);
  useEffect(() => {
    if (handled.current || !handOff || !projectsReady) return;
    handled.current = true;
    removeStorage('session', storageKeys.currentProjectName);
    const known =
      projects.find((item) => item.id === handOff.projectId) ??
      projects.find((item) => sameName(item.name, handOff.name));
    if (known) {
      if (known.id !== projectId) selectProject(known.id);
      return;
    }
    selectProject(null);
    setDraft((current) => ({ ...current, projectName: handOff.name, projectDescription: '' }));
  }, [handOff, projectsReady, projects, projectId, selectProject, setDraft]);

  const clearProject = () => {
    selectProject(null);
    setDraft((current) => ({ ...current, projectName: '', projectDescription: '', pills: [] }));
    setTyped('');
    setError(null);
    setRefusal(null);
    clear();
  };

  const onSearch = async (event: FormEvent) => {
    event.preventDefault();
    const failure = validateCreateSearch(values);
    setError(failure);
    setRefusal(null);
    if (failure) return;
    const pills =
      typed.trim() === '' ? draft.pills : [...draft.pills, { value: typed.trim(), colour: 'blue' as const }];
    if (typed.trim() !== '') {
      addPill({ value: typed.trim(), colour: 'blue' });
      setTyped('');
    }
    const outcome = await search.start({
      project_name: name.trim(),
      project_description: description.trim(),
      job_type: [...methods],
      language: draft.language,
      keyword,
    });
    if (outcome.kind === 'no-plan') {
      void navigate(paths.topUp.getHref());
      return;
    }
    if (outcome.kind === 'failed') {
      setRefusal(outcome.message);
      return;
    }
    const chosen = outcome.response.project;
    if (chosen.id !== projectId) selectProject(chosen.id, chosen);
    // Words searched fill the Word Bank as the member works (one at a time, in pill order).
    for (const pill of pills) await addWord(pill.value, chosen.id);
  };

  const results = search.search && search.search.projectId === projectId ? search.search : null;
  const brandNames = workspace.brands.map((brand) => brand.name);

  return (
    <>
      <ToolTabs />
      <Box px={{ base: 'md', sm: 'lg' }} py="lg">
        <Stack gap="lg">
          <div>
            <Title order={1} fz={{ base: 26, sm: 32 }} c="ink.9">
              Brand Creator
            </Title>
            <Text c="dimmed">
              Turn a word into brand-name ideas, and see at once which ones you could own.
            </Text>
          </div>
          <Paper
            withBorder
            radius="lg"
            p={{ base: 'md', sm: 'lg' }}
            component="form"
            onSubmit={onSearch}
            noValidate
          >
            <Stack gap="md">
              <ProjectFields
                name={name}
                description={description}
                isLocked={isLocked}
                nameError={errorFor('projectName')}
                descriptionError={errorFor('projectDescription')}
                onNameChange={(value) => setDraft((current) => ({ ...current, projectName: value }))}
                onDescriptionChange={(value) =>
                  setDraft((current) => ({ ...current, projectDescription: value }))
                }
                onClear={clearProject}
              />
              <SearchWordInput
                pills={draft.pills}
                draft={typed}
                error={errorFor('searchWords')}
                disabled={search.isSearching}
                onDraftChange={setTyped}
                onAdd={addPill}
                onRemove={removePill}
              />
              <MethodOptions
                methods={methods}
                canWordCombi={canWordCombi}
                language={draft.language}
                error={errorFor('methods')}
                disabled={search.isSearching}
                onMethodsChange={(next: CreateMethod[]) =>
                  setDraft((current) => ({ ...current, methods: next }))
                }
                onLanguageChange={(language) => setDraft((current) => ({ ...current, language }))}
              />
              <Group gap="sm">
                <Button type="submit" size="md" color="ink.9" disabled={search.isSearching}>
                  Search
                </Button>
                <SaveCreationButton project={project} words={workspace.words.map((word) => word.name)} />
              </Group>
              {search.isSearching ? (
                <Progress.Root size="md" aria-label="Searching">
                  <Progress.Section value={100} animated striped color="ink" aria-label="Searching" />
                </Progress.Root>
              ) : null}
            </Stack>
          </Paper>
          {search.failed ? (
            <ErrorAlert title="The search did not finish">{createMessages.timeout}</ErrorAlert>
          ) : null}
          {refusal ? <ErrorAlert title="The search was refused">{refusal}</ErrorAlert> : null}
          {opened ? (
            <SavedCreationCard
              creation={opened}
              onAdd={addPill}
              activeValues={draft.pills.map((pill) => pill.value)}
            />
          ) : null}
          {results ? (
            <section aria-labelledby="create-results-title">
              <Title order={2} id="create-results-title" fz={22} c="ink.9" mb="sm">
                Results for “{results.keyword}”
              </Title>
              <ResultGroups
                key={results.token}
                groups={results.groups}
                projectId={projectId}
                brandNames={brandNames}
                onAddPill={addPill}
                onSaveBrand={(brand) => void addBrand(brand)}
              />
            </section>
          ) : null}
          {workspace.words.length >= CHECK_LINK_MIN_WORDS ? (
            <Paper radius="lg" p="lg" withBorder>
              <Group justify="space-between" gap="sm">
                <Text fw={600} c="ink.9">
                  Your Word Bank holds {workspace.words.length} words. Ready to check a name?
                </Text>
                <Button component={Link} to={paths.brandChecker.getHref()} color="ink.9">
                  Check Your Brand Name
                </Button>
              </Group>
            </Paper>
          ) : null}
          <Paper radius="lg" p="lg" bg="ink.0">
            <Group justify="space-between" gap="sm">
              <Text fw={600} c="ink.9">
                Need more searches, or the full trademark check?
              </Text>
              <Anchor component={Link} to={paths.ourPackages.getHref()} fw={700} c="ink.9">
                See our packages
              </Anchor>
            </Group>
          </Paper>
        </Stack>
      </Box>
    </>
  );
}
