import { HeroIllustration } from '../../../components/ui/illustrations.tsx';
import { PageHero } from '../../../components/ui/page-hero.tsx';
import { NameEntry } from './name-entry.tsx';

export function HeroSection() {
  return (
    <PageHero
      eyebrow="Create · Check · Test"
      title="Find a brand name you can actually own"
      lead="Brandwright makes creating and securing a brand name easy, transparent and fun. Start with a word you like and we will help you grow it into a name, then check it against trademarks, domains and social handles."
      art={<HeroIllustration />}
    >
      <NameEntry label="Start with a name or a word" inverted />
    </PageHero>
  );
}
