import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Container,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { CONTACT_SUCCESS_MESSAGE } from '@brandwright/contracts';
import { IconCircleCheck, IconMail } from '@tabler/icons-react';
import type { FormEvent } from 'react';

import { ErrorAlert } from '../../../components/ui/error-alert.tsx';
import { PageHero } from '../../../components/ui/page-hero.tsx';
import { supportEmail } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useFormFields } from '../../../lib/use-form-fields.ts';
import { hasErrors } from '../../../lib/validation.ts';
import { useSendContact } from '../api/send-contact.ts';
import { validateContact } from '../validation.ts';

const initialValues = {
  contactname: '',
  contactemail: '',
  contactmessage: '',
  existing_customer: false,
  marketing_opt_in: false,
};

export function ContactPage() {
  const form = useFormFields(initialValues);
  const send = useSendContact();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const errors = validateContact(form.values);
    form.setErrors(errors);
    if (hasErrors(errors)) return;
    send.mutate(
      {
        ...form.values,
        contactname: form.values.contactname.trim(),
        contactemail: form.values.contactemail.trim(),
        contactmessage: form.values.contactmessage.trim(),
      },
      { onSuccess: () => form.reset() },
    );
  };

  return (
    <>
      <PageHero
        title="Contact us"
        lead="Questions about a search, a bespoke package for your organisation, or just a naming dilemma: we read every message."
      />
      <Container size="lg" py={{ base: 32, sm: 56 }}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
          <Stack gap="md">
            <Title order={2} c="ink.9">
              Talk to a person
            </Title>
            <Text c="dimmed">
              We usually reply within one working day. If you would rather write from your own mail program,
              our support inbox is always open.
            </Text>
            <Anchor href={`mailto:${supportEmail}`} fw={600}>
              <IconMail size={16} style={{ verticalAlign: 'middle', marginRight: 6 }} aria-hidden="true" />
              {supportEmail}
            </Anchor>
          </Stack>
          <Paper withBorder radius="lg" p="xl" shadow="xs">
            <form onSubmit={onSubmit} noValidate aria-label="Contact form">
              <Stack gap="md">
                {send.isSuccess && (
                  <Alert color="green" icon={<IconCircleCheck size={18} />} role="status">
                    {CONTACT_SUCCESS_MESSAGE}
                  </Alert>
                )}
                {send.isError && (
                  <ErrorAlert title="Your message was not sent">{errorMessage(send.error)}</ErrorAlert>
                )}
                <TextInput label="Name" autoComplete="name" {...form.textProps('contactname')} />
                <TextInput
                  label="Email"
                  type="email"
                  autoComplete="email"
                  {...form.textProps('contactemail')}
                />
                <Textarea label="Message" minRows={5} autosize {...form.textProps('contactmessage')} />
                <Checkbox label="I am an existing customer" {...form.checkboxProps('existing_customer')} />
                <Checkbox
                  label="I would like to opt into marketing e-mails"
                  {...form.checkboxProps('marketing_opt_in')}
                />
                <Button type="submit" color="ink" loading={send.isPending}>
                  SEND
                </Button>
              </Stack>
            </form>
          </Paper>
        </SimpleGrid>
      </Container>
    </>
  );
}
