import { usePageTitle } from '../../lib/use-page-title.ts';
import { FeaturesSection } from './landing/features-section.tsx';
import { HeroSection } from './landing/hero-section.tsx';
import { HowItWorksSection } from './landing/how-it-works-section.tsx';
import { NotAdviceSection } from './landing/not-advice-section.tsx';
import { PrivacySection } from './landing/privacy-section.tsx';
import { SignUpBand } from './public-page-parts/sign-up-band.tsx';

/** The home page: what Legal Explainer does, how, what it is not, and how it treats documents. */
export default function LandingPage() {
  usePageTitle(null);
  return (
    <>
      <HeroSection />
      <FeaturesSection />
      <HowItWorksSection />
      <NotAdviceSection />
      <PrivacySection />
      <SignUpBand />
    </>
  );
}
