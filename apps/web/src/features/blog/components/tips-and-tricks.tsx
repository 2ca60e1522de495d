import {
  Anchor,
  Button,
  Card,
  Center,
  Group,
  Image,
  Loader,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useMemo, useState } from 'react';

import { PageSection } from '../../../components/ui/page-section.tsx';
import { blogListUrl } from '../../../config/paths.ts';
import { useLatestBlogs, type BlogPost } from '../api/get-latest-blogs.ts';
import { sanitizeHtml } from './sanitize-html.ts';

/**
 * The whole card opens the post, but the button is the title alone (its box is stretched over the
 * card by CSS), so it is named by the words it shows and the heading keeps its meaning.
 */
function PostCard({ post, onOpen }: { post: BlogPost; onOpen: () => void }) {
  return (
    <Card withBorder radius="lg" padding="lg" shadow="xs" h="100%" className="bw-post-card">
      {post.banner?.path && (
        <Card.Section>
          <Image src={post.banner.path} alt="" h={160} fit="cover" />
        </Card.Section>
      )}
      <Stack gap={6} mt="md">
        <Title order={3} fz="lg" c="ink.9">
          <UnstyledButton onClick={onOpen} className="bw-post-card-open">
            {post.title}
          </UnstyledButton>
        </Title>
        <Text c="dimmed" fz="sm" lineClamp={3}>
          {post.featured_text}
        </Text>
      </Stack>
    </Card>
  );
}

function PostModal({ post, onClose }: { post: BlogPost | null; onClose: () => void }) {
  const html = useMemo(() => (post ? sanitizeHtml(post.content) : ''), [post]);
  return (
    // Mantine's Modal locks page scrolling while open and closes on its button or a backdrop click.
    <Modal
      opened={post !== null}
      onClose={onClose}
      title={post?.title}
      size="lg"
      lockScroll
      closeOnClickOutside
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {post && (
        <Stack>
          <div className="bw-blog-content" dangerouslySetInnerHTML={{ __html: html }} />
          {post.url && (
            <Anchor href={post.url} target="_blank" rel="noopener noreferrer" fw={600}>
              View more
            </Anchor>
          )}
        </Stack>
      )}
    </Modal>
  );
}

/** Latest blog posts in three columns; hidden when there are none or the blog cannot be reached. */
export function TipsAndTricks() {
  const { data, isPending, isError } = useLatestBlogs();
  const [openPost, setOpenPost] = useState<BlogPost | null>(null);

  if (isPending) {
    return (
      <Center py="xl" role="status">
        <Loader color="ink" aria-hidden="true" />
        <VisuallyHidden>Loading tips and tricks</VisuallyHidden>
      </Center>
    );
  }
  if (isError || data.length === 0) return null;

  return (
    <PageSection tinted title="Tips & Tricks" lead="Short reads on naming, trademarks and launching a brand.">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {data.map((post) => (
          <PostCard key={post.id} post={post} onOpen={() => setOpenPost(post)} />
        ))}
      </SimpleGrid>
      <Group justify="center">
        <Button
          component="a"
          href={blogListUrl}
          target="_blank"
          rel="noopener noreferrer"
          variant="outline"
          color="ink"
        >
          View more
        </Button>
      </Group>
      <PostModal post={openPost} onClose={() => setOpenPost(null)} />
    </PageSection>
  );
}
