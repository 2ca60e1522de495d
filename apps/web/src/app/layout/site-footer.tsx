import { ActionIcon, Anchor, Box, Container, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconBrandFacebook, IconBrandInstagram, IconBrandLinkedin, IconBrandX } from '@tabler/icons-react';
import { Link } from 'react-router';

import { Wordmark } from '../../components/ui/wordmark.tsx';
import { supportEmail } from '../../config/paths.ts';
import { footerLinks } from './nav-links.ts';

const socialLinks = [
  { label: 'Brandwright on LinkedIn', href: 'https://www.linkedin.com/', Icon: IconBrandLinkedin },
  { label: 'Brandwright on X', href: 'https://x.com/', Icon: IconBrandX },
  { label: 'Brandwright on Instagram', href: 'https://www.instagram.com/', Icon: IconBrandInstagram },
  { label: 'Brandwright on Facebook', href: 'https://www.facebook.com/', Icon: IconBrandFacebook },
];

export const footerElementId = 'site-footer';

export function SiteFooter() {
  return (
    <Box component="footer" id={footerElementId} bg="ink.9" c="white" py={48} mt="auto">
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
          <Stack gap="sm">
            <Wordmark inverted />
            <Text fz="sm" c="ink.1">
              Names worth keeping: create them, check them, then make them yours.
            </Text>
          </Stack>
          <Stack gap={6} component="nav" aria-label="Footer">
            {footerLinks.map((link) => (
              <Anchor key={link.to} component={Link} to={link.to} c="ink.0" fz="sm">
                {link.label}
              </Anchor>
            ))}
          </Stack>
          <Stack gap="sm">
            <Text component="address" fz="sm" c="ink.1" style={{ fontStyle: 'normal' }}>
              Brandwright Ltd
              <br />
              14 Foundry Lane
              <br />
              Manchester M4 1AB
              <br />
              United Kingdom
            </Text>
            <Anchor href={`mailto:${supportEmail}`} c="spark.3" fz="sm">
              {supportEmail}
            </Anchor>
            <Group gap="xs">
              {socialLinks.map(({ label, href, Icon }) => (
                <ActionIcon
                  key={label}
                  component="a"
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={label}
                  variant="subtle"
                  color="gray.0"
                  size="lg"
                >
                  <Icon size={20} />
                </ActionIcon>
              ))}
            </Group>
          </Stack>
        </SimpleGrid>
        <Text fz="xs" c="ink.2" mt="xl">
          © {new Date().getFullYear()} Brandwright Ltd. Registered in England and Wales.
        </Text>
      </Container>
    </Box>
  );
}
