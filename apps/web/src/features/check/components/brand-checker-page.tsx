import { MAX_CHECK_NAMES } from '@brandwright/contracts';
import { Anchor, Box, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';

import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { ToolTabs } from '../../../components/ui/tool-tabs.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { readCheckReport, readLastCheckSearch, rememberCheckSearch } from '../../../lib/tool-check-report.ts';
import { sameName, useToolWorkspace, type ToolPill } from '../../../lib/tool-workspace.tsx';
import { useReferral, useSendReferral } from '../api/check-referral.ts';
import { checkCreditsQueryKey, useCheckCredits } from '../api/get-check-credits.ts';
import { startCheck } from '../api/start-check.ts';
import { useCheckDraft } from '../hooks/use-check-draft.ts';
import {
  buildCheckRequest,
  canSubmitCheck,
  hasErrors,
  validateCheck,
  type CheckFormErrors,
} from '../search-options.ts';
import { BrandNameInput } from './brand-name-input.tsx';
import { CheckSearchView } from './check-search-view.tsx';
import { ClassFinder } from './class-finder.tsx';
import { ReferralCheckbox } from './referral-checkbox.tsx';
import { SearchOptionsPanel } from './search-options-panel.tsx';

const noErrors: CheckFormErrors = { brandName: null, searchOption: null };

function CheckIntro({ title, text }: { title: string; text: string }) {
  return (
    <div>
      <Title order={1} fz={{ base: 26, sm: 32 }} c="ink.9">
        {title}
      </Title>
      <Text c="dimmed">{text}</Text>
    </div>
  );
}

/** /brand-checker/historydekonstrukt: a past search's report, its token from the address or the session. */
function CheckReport() {
  const [params] = useSearchParams();
  const [stored] = useState(readCheckReport);
  const token = params.get('token')?.trim() || stored?.token || null;
  return (
    <Stack gap="lg">
      <CheckIntro title="Check report" text="The results of a past check, as they were found." />
      <Group gap="md">
        <Anchor component={Link} to={paths.checkSearchHistory.getHref()} fw={600} underline="always">
          Back to Check Search History
        </Anchor>
        <Anchor component={Link} to={paths.brandChecker.getHref()} fw={600} underline="always">
          Start a new check
        </Anchor>
      </Group>
      {token ? (
        <CheckSearchView token={token} />
      ) : (
        <ErrorAlert title="No report chosen">Open a report from your Check Search History.</ErrorAlert>
      )}
    </Stack>
  );
}

/** The Brand Checker form (spec 002 sections 2, 4, 5): names, classes, options, referral, submit. */
function CheckForm() {
  const workspace = useToolWorkspace();
  const { setToolInput, addBrand, brands, project } = workspace;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { pills, setPills, classes, setClasses, options, dispatch } = useCheckDraft();
  const [typed, setTyped] = useState('');
  const [errors, setErrors] = useState<CheckFormErrors>(noErrors);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [isStarting, setIsStarting] = useState(false);
  const [search, setSearch] = useState(readLastCheckSearch);
  const [wantsReferral, setWantsReferral] = useState(false);
  const [bankNote, setBankNote] = useState<string | null>(null);
  const referral = useReferral();
  const sendReferral = useSendReferral();
  const referralSent = useRef(false);
  const credits = useCheckCredits();

  // Spec 4: no credits at all when the page loads goes to the top-up page.
  useEffect(() => {
    if (credits.data === 0) void navigate(paths.topUp.getHref(), { replace: true });
  }, [credits.data, navigate]);

  const names = pills.map((pill) => pill.value);
  const addPill = useCallback(
    (pill: ToolPill) =>
      setPills((current) =>
        current.length >= MAX_CHECK_NAMES || current.some((existing) => sameName(existing.value, pill.value))
          ? current
          : [...current, pill],
      ),
    [setPills],
  );
  const removePill = (value: string) => setPills((current) => current.filter((pill) => pill.value !== value));

  // My Brand Centre adds to and marks against these pills.
  const pillValues = names.join('\n');
  useEffect(() => {
    setToolInput({ values: pillValues === '' ? [] : pillValues.split('\n'), add: addPill });
  }, [pillValues, addPill, setToolInput]);
  useEffect(() => () => setToolInput(null), [setToolInput]);

  // Spec 5: a message clears once its field has a value.
  const current = validateCheck(names, options);
  const shown: CheckFormErrors = {
    brandName: errors.brandName && current.brandName,
    searchOption: errors.searchOption && current.searchOption,
  };
  const canSubmit = canSubmitCheck(names, options);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (isStarting) return;
    let chosen = names;
    const typedName = typed.trim();
    if (
      typedName !== '' &&
      chosen.length < MAX_CHECK_NAMES &&
      !chosen.some((name) => sameName(name, typedName))
    ) {
      chosen = [...chosen, typedName];
      addPill({ value: typedName, colour: 'blue' });
    }
    setTyped('');
    const found = validateCheck(chosen, options);
    setErrors(found);
    setRefusal(null);
    if (hasErrors(found) || !canSubmitCheck(chosen, options)) return;
    setIsStarting(true);
    try {
      // Spec 4: the referral goes at most once per page session, only when ticked.
      if (wantsReferral && referral.data?.referred !== true && !referralSent.current) {
        referralSent.current = true;
        await sendReferral.mutateAsync().catch(() => undefined);
      }
      const response = await startCheck(
        buildCheckRequest(
          chosen,
          classes.map((item) => item.class),
          options,
        ),
      );
      const started = { token: response.search_token, keyword: chosen.join(', ') };
      rememberCheckSearch(started);
      setSearch(started);
      void queryClient.invalidateQueries({ queryKey: checkCreditsQueryKey });
      // The searched names join the Brand Bank of the chosen project (spec 3), once each.
      if (project === null) {
        setBankNote('Choose a project in My Brand Centre to keep the names you check in its Brand Bank.');
      } else {
        setBankNote(null);
        for (const name of chosen)
          if (!brands.some((brand) => sameName(brand.name, name))) await addBrand(name);
      }
    } catch (error) {
      if (error instanceof ApiError && error.code === 'INSUFFICIENT_CREDITS') {
        void navigate(paths.noCredits.getHref());
        return;
      }
      setRefusal(errorMessage(error));
    } finally {
      setIsStarting(false);
    }
  };

  return (
    <Stack gap="lg">
      <CheckIntro
        title="Brand Checker"
        text="Check a name against UK, EU and US trademarks and domain names before you fall in love with it."
      />
      <Paper
        withBorder
        radius="lg"
        p={{ base: 'md', sm: 'lg' }}
        component="form"
        onSubmit={onSubmit}
        noValidate
        aria-label="Check a brand name"
      >
        <Stack gap="md">
          <BrandNameInput
            pills={pills}
            draft={typed}
            error={shown.brandName}
            disabled={isStarting}
            onDraftChange={setTyped}
            onAdd={addPill}
            onRemove={removePill}
          />
          <ClassFinder
            selected={classes}
            disabled={isStarting}
            onAdd={(item) =>
              setClasses((list) =>
                list.some((existing) => existing.class === item.class) ? list : [...list, item],
              )
            }
            onRemove={(number) => setClasses((list) => list.filter((item) => item.class !== number))}
          />
          <SearchOptionsPanel
            options={options}
            dispatch={dispatch}
            error={shown.searchOption}
            disabled={isStarting}
          />
          <ReferralCheckbox checked={wantsReferral} disabled={isStarting} onChange={setWantsReferral} />
          <Group gap="sm" align="center">
            <Button
              type="submit"
              size="md"
              color="ink.9"
              loading={isStarting}
              // Spec 4: enabled only with a name and an option. It stays focusable and, pressed, says
              // what is missing (spec 5) instead of silently doing nothing.
              data-disabled={!canSubmit || undefined}
              aria-disabled={!canSubmit || undefined}
            >
              Check
            </Button>
            {credits.data !== undefined ? (
              <Text size="sm" c="dimmed">
                A check costs 1 credit. You have {credits.data} {credits.data === 1 ? 'credit' : 'credits'}.
              </Text>
            ) : null}
          </Group>
        </Stack>
      </Paper>
      {refusal ? <ErrorAlert title="The check was not started">{refusal}</ErrorAlert> : null}
      {bankNote ? (
        <Text size="sm" c="ink.9" role="status">
          {bankNote}
        </Text>
      ) : null}
      {search ? <CheckSearchView key={search.token} token={search.token} /> : null}
    </Stack>
  );
}

/** The Brand Checker at /brand-checker and a past report at /brand-checker/historydekonstrukt. */
export function BrandCheckerPage() {
  const { historydekonstrukt } = useParams();
  const isReport = historydekonstrukt === 'historydekonstrukt';
  return (
    <>
      <ToolTabs />
      <Box px={{ base: 'md', sm: 'lg' }} py="lg">
        <Stack gap="lg">
          {isReport ? <CheckReport /> : <CheckForm />}
          <Paper radius="lg" p="lg" bg="ink.0">
            <Group justify="space-between" gap="sm">
              <Text fw={600} c="ink.9">
                Your past checks and their reports
              </Text>
              <Button
                component={Link}
                to={paths.checkSearchHistory.getHref()}
                color="ink.9"
                variant="outline"
              >
                Check Search History
              </Button>
            </Group>
          </Paper>
        </Stack>
      </Box>
    </>
  );
}
