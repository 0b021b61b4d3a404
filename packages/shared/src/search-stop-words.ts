/** PostgreSQL's english stop words (tsearch_data/english.stop): words the index never holds. */
export const ENGLISH_STOP_WORDS: ReadonlySet<string> = new Set(
  'i me my myself we our ours ourselves you your yours yourself yourselves he him his himself she her hers herself it its itself they them their theirs themselves what which who whom this that these those am is are was were be been being have has had having do does did doing a an the and but if or because as until while of at by for with about against between into through during before after above below to from up down in out on off over under again further then once here there when where why how all any both each few more most other some such no nor not only own same so than too very s t can will just don should now'.split(
    ' ',
  ),
);

/**
 * Verbs questions wrap around what they ask ('How do you handle data retention?', 'Do you perform
 * background checks?', 'Can we get a copy of the SOC 2?', 'Do you run scans?'): an idea of the
 * question only when it has no other. As ideas of their own, an entry sharing just the verb ('How
 * do you handle vulnerability reports?') outranked those about retention that do not say 'handle'.
 */
export const QUESTION_VERBS: ReadonlySet<string> = new Set(
  'get gets getting run runs running handle handled handles handling ensure ensures ensured perform performs performed conduct conducts conducted carry carried carries describe explain please confirm provide provides offer offers maintain maintains implement implemented'.split(
    ' ',
  ),
);
