export { BespokeCta } from './bespoke-cta.tsx';
export { GetStarted } from './get-started.tsx';
export { HeroSection } from './hero-section.tsx';
export { HowItWorks } from './how-it-works.tsx';
export { ReviewsSection } from './reviews-section.tsx';
export { ToolOverview } from './tool-overview.tsx';
export { TrustedBy } from './trusted-by.tsx';
