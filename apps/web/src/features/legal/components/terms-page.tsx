import { LegalPage, type LegalSection } from './legal-page.tsx';

const sections: LegalSection[] = [
  {
    heading: 'Who we are and what these terms cover',
    paragraphs: [
      'Brandwright is operated by Brandwright Ltd, a company registered in England and Wales ("we", "us"). These terms apply whenever you use the Brandwright website and tools, whether or not you hold a paid package. By creating an account or buying a package you accept them.',
    ],
  },
  {
    heading: 'What the service is, and what it is not',
    paragraphs: [
      'Brandwright helps you invent brand names and gives you a snapshot of whether a name appears on trademark registers, as a domain name or as a social media handle.',
      'The service does not give legal advice. We do not register trademarks on your behalf, and we do not guarantee that any search is complete: registers change every day, sources can be unavailable, and similar marks may exist that no automated search finds. Before you invest in a name, take advice from a qualified trademark attorney; we are happy to introduce you to a partner firm.',
    ],
  },
  {
    heading: 'Packages and charges',
    paragraphs: [
      'We currently offer three packages: Single Session, Light and Unlimited. What each package includes and its current price are shown on our Our Packages page at the time you buy.',
      'All charges include VAT at the applicable rate. Charges are payable in advance, before the searches or period they cover are made available to you. Payments are taken by our card payment provider; we never see or store your full card details.',
    ],
  },
  {
    heading: 'Your account',
    paragraphs: [
      'Keep your password to yourself and tell us straight away if you think someone else has used your account. You are responsible for activity on your account until you tell us.',
    ],
  },
  {
    heading: 'Our liability to you',
    paragraphs: [
      'Nothing in these terms limits liability that cannot be limited by law, such as liability for death or personal injury caused by negligence, or for fraud.',
      'Subject to that, our total liability to you arising out of or in connection with the service, whether in contract, tort (including negligence) or otherwise, is limited to the greater of £1,000 or the amount you paid us for the service in question.',
      'Any claim must be notified to us in writing within two years of the date on which you became aware, or ought reasonably to have become aware, of the circumstances giving rise to it. Claims notified later are excluded.',
    ],
  },
  {
    heading: 'Your personal data',
    paragraphs: [
      'We handle personal data as set out in our Privacy Policy. In summary, we keep account and transaction records for six years after they were created, to meet our legal and accounting obligations.',
    ],
  },
  {
    heading: 'Changes and governing law',
    paragraphs: [
      'We may update these terms from time to time; the version on this page applies from the date it is published. These terms are governed by the law of England and Wales, and the courts of England and Wales have jurisdiction over any dispute.',
    ],
  },
];

export function TermsPage() {
  return (
    <LegalPage
      title="Terms & Conditions"
      updated="Please read these terms carefully before using Brandwright."
      sections={sections}
    />
  );
}
