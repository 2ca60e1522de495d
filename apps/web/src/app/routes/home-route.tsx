import { TipsAndTricks } from '../../features/blog/components/tips-and-tricks.tsx';
import {
  BespokeCta,
  GetStarted,
  HeroSection,
  HowItWorks,
  ReviewsSection,
  ToolOverview,
  TrustedBy,
} from '../../features/home/components/index.ts';

/** The home page composes two features (home sections and the blog), so it lives at the app level. */
export function HomeRoute() {
  return (
    <>
      <HeroSection />
      <ToolOverview />
      <HowItWorks />
      <TrustedBy />
      <BespokeCta />
      <ReviewsSection />
      <GetStarted />
      <TipsAndTricks />
    </>
  );
}
