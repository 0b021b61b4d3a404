import type { SubscribeSource, SubscriberStatus } from '@trust/shared';
import type {
  CardKind,
  CustomizationSettingsInput,
  EnabledState,
  ItemChoice,
  GradeProvider,
  KbAccessLevel,
  RiskQuestion,
  SectionValue,
  UpdateCategory,
} from '@trust/shared';
import type { BridgeLetter, OrgFeatures } from '../schema/index.js';

/** An organisation described as data; createOrganisation turns it into rows and files. */
export interface OrgSpec {
  name: string;
  slug: string;
  plan?: 'free' | 'growth' | 'enterprise';
  features?: Partial<OrgFeatures>;
  domains?: string[];
  customization?: CustomizationSettingsInput;
  logo?: { color: string };
  products: ProductSpec[];
  productLinks?: { name: string; link: string; show?: boolean }[];
  topics?: TopicSpec[];
  /** Update subscribers, and domains that may not subscribe. */
  subscribers?: { email: string; status: SubscriberStatus; source?: SubscribeSource; daysAgo: number }[];
  subscriptionBlockedDomains?: string[];
  knowledgeBase?: KbSpec[];
  staff?: StaffSpec[];
  /** Permission profiles name the items (by title) their accounts may open. */
  profiles?: { name: string; itemTitles: string[]; isDefault?: boolean }[];
  accounts?: {
    name: string;
    domain?: string;
    profile: string;
    members: { email: string; firstName: string; lastName: string }[];
  }[];
  domainRules?: { domain: string; kind: 'approved' | 'blocked'; account?: string }[];
  /** TPRM tools members may send trust data to (shown when the features allow partner import). */
  partners?: { name: string; domain: string }[];
  /** Conversations about items (by title): each message from a member's or a staff user's email. */
  comments?: CommentThreadSpec[];
  /** Past entries of the activity log (who did what, how many hours ago), so the demo has a history. */
  activity?: {
    actor: string;
    action: string;
    target: string;
    after: Record<string, unknown>;
    hoursAgo: number;
  }[];
  /** Questionnaires members handed in, waiting for staff. */
  questionnaires?: QuestionnaireSpec[];
}

export interface QuestionnaireSpec {
  account: string;
  from: string;
  fileName: string;
  format: 'xlsx' | 'csv';
  build(): Promise<Buffer>;
  note?: string;
  productSlug?: string;
  hoursAgo: number;
}

export interface CommentThreadSpec {
  account: string;
  item: string;
  messages: { from: string; content: string; hoursAgo: number }[];
}

export interface StaffSpec {
  email: string;
  displayName: string;
  password: string;
  /** The password's scrypt hash, when the caller already has it (tests reuse one; hashing takes ~70 ms). */
  passwordHash?: string;
  permissions: string[];
}

export interface ProductSpec {
  name: string;
  slug: string;
  show?: boolean;
  banner?: { from: string; to: string };
  sectionOrder?: SectionValue[];
  overview?: string;
  hiddenSections?: ('overview' | 'certifications' | 'trusted_by' | 'subprocessors' | 'documents')[];
  cards: CardSpec[];
  subprocessors?: {
    /** A company of the built-in list (its logo and link come from there)... */
    companyId?: string;
    /** ...or one typed in, drawn as a monogram of this colour. */
    name?: string;
    domain?: string;
    color?: string;
    purpose?: string;
    location?: string;
    details?: string;
  }[];
  trustedBy?: { name: string; domain?: string; color: string }[];
  riskProfile?: Partial<Record<RiskQuestion, string>>;
  securityGrades?: {
    provider: GradeProvider;
    label: string;
    description?: string;
    grade?: string;
    url?: string;
  }[];
}

export interface CardSpec {
  kind: CardKind;
  title?: string;
  hidden?: boolean;
  placeholder?: string;
  displayText?: string;
  icon?: { color: string };
  position?: number;
  /** Titles of items (of any card) in the documents card's featured band. */
  featured?: string[];
  items?: ItemSpec[];
}

export interface ItemSpec {
  title: string;
  subtitle?: string;
  enabledState?: EnabledState;
  type?: string;
  maturity?: string;
  recurrence?: string;
  explanation?: string;
  href?: string;
  auditor?: string;
  expiry?: string;
  publicAccess?: boolean;
  hidden?: boolean;
  listEntries?: string[];
  /** The item's short answer ('Yes' next to 'Encryption at Rest'). */
  choice?: ItemChoice;
  /** An uploaded logo, for certifications the built-in catalogue has no mark for. */
  badge?: { label: string; color: string };
  documents?: DocumentSpec[];
  bridgeLetter?: BridgeLetter;
  slug?: string;
  custom?: boolean;
  modifiedBy?: string;
  modifiedDaysAgo?: number;
}

export interface DocumentSpec {
  name: string;
  paragraphs: string[];
  shared?: boolean;
  type?: string;
}

export interface TopicSpec {
  subject: string;
  category: UpdateCategory;
  pinned?: boolean;
  hidden?: boolean;
  productSlugs?: string[];
  updates: { message: string; audience?: 'public' | 'private'; hoursAgo: number }[];
}

export interface KbSpec {
  question: string;
  answer: string;
  comment?: string;
  access?: KbAccessLevel;
  /** Product slugs; none: every product. */
  products?: string[];
  favorite?: boolean;
  sourceType?: 'manual' | 'questionnaire' | 'status page';
}
