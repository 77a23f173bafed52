/** The differences the PEG check finds in the scheme grammars, by grammar and production (see peg-differences.ts). */
import type { Documented } from './peg-differences';

export const SCHEME_DOCUMENTED: Readonly<Record<string, Readonly<Record<string, Documented>>>> = {
  "rfc2141": {
    "URN": {
      kinds: ["prefix-fails", "prefix-shorter", "rejects"],
      examples: ["urn:a:%", "urn:A:%_", "urn:aL:)%UAB%DF"],
      noted: true,
      reason: "PEG: through <URN chars>, a \"%\" not followed by two <hex> is refused (§2.3.1), where the BNF reads it as a <trans>: \"urn:a:%\" is derived by the BNF, not by this rule.",
    },
    "NSS": {
      kinds: ["prefix-fails", "prefix-shorter", "rejects"],
      examples: ["a%", "%a"],
      noted: true,
      reason: "PEG: through <URN chars>, a \"%\" not followed by two <hex> is refused (§2.3.1), where the BNF reads it as a <trans>: \"a%\" is derived by the BNF, not by this rule.",
    },
    "URN chars": {
      kinds: ["prefix-fails", "rejects"],
      examples: ["%", "%a"],
      noted: true,
      reason: "PEG: <trans> includes <reserved>'s \"%\", so a \"%\" would always be taken alone; but \"The presence of an \"%\" character in an URN MUST be followed by two characters from the <hex> character set\" (§2.3.1): the escape is tried first, and a \"%\" is never a <trans> by itself.",
    },
    "trans": {
      kinds: ["prefix-fails", "rejects"],
      examples: ["%"],
      noted: true,
      reason: "PEG: without \"%\" (see <URN chars>): \"%\" alone is a <trans> by the BNF, not by this rule.",
    },
  },
  "rfc2368": {
    "#mailbox": {
      kinds: ["prefix-shorter"],
      examples: ["a@b.", "'(()(()))@()()[]."],
      noted: true,
      reason: "PEG: through mailbox, an addr-spec not followed by \",\" or the end is refused: as a prefix, \"a@b.\" stops before the mailbox where the ABNF ends after \"a@b\"; whole lists are unaffected.",
    },
    "mailbox": {
      kinds: ["prefix-fails"],
      examples: ["a@b.", "a@b;"],
      noted: true,
      reason: "PEG: a phrase begins with a word, and so may an addr-spec (its local-part): \"joe <a@b>\" and \"joe@b\" both start \"joe\". addr-spec is tried first and must end the mailbox (be followed by what may follow a mailbox: \",\" or the end, after white space); otherwise phrase route-addr.",
    },
  },
  "rfc2616": {
    "http_URL": {
      kinds: ["prefix-fails"],
      examples: ["http://f.2", "http://Eef.gF.92/h"],
      noted: true,
      reason: "PEG: through RFC 2396's hostname, which fails where the BNF ends a hostname at an earlier label followed by labels that start with a digit: as a prefix, \"http://f.2\" fails where the BNF ends after \"http://f.\"; whole URLs are unaffected.",
    },
  },
  "rfc3966": {
    "telephone-uri": {
      kinds: ["prefix-fails", "prefix-shorter", "rejects"],
      examples: ["tel:+1;isub=;", "TEl:2a*;Ext=.;pHoNe-COntEXT=7.a;isub=;"],
      noted: true,
      reason: "PEG: through isdn-subaddress, whose uric run stops at \";\", \"=\", \"+\" and \"?\" (§3 requires them encoded in a parameter value): \"tel:+1;isub=;\" is derived by the ABNF, not by this rule.",
    },
    "telephone-subscriber": {
      kinds: ["prefix-fails", "prefix-shorter", "rejects"],
      examples: ["+1;isub=a?", "+4;Isub=%DC$;"],
      noted: true,
      reason: "PEG: through isdn-subaddress, whose uric run stops at \";\", \"=\", \"+\" and \"?\" (§3 requires them encoded in a parameter value): \"+1;isub=a?\" is derived by the ABNF, not by this rule.",
    },
    "global-number": {
      kinds: ["prefix-shorter", "rejects"],
      examples: ["+1;isub=;", "+8;isUB=_.%De;isuB=!/?:~"],
      noted: true,
      reason: "PEG: through isdn-subaddress, whose uric run stops at \";\", \"=\", \"+\" and \"?\" (§3 requires them encoded in a parameter value): \"+1;isub=;\" is derived by the ABNF, not by this rule.",
    },
    "local-number": {
      kinds: ["prefix-fails", "prefix-shorter", "rejects"],
      examples: ["1;isub=;;phone-context=a", "-#*#;iSub=9';;z-;phone-conTEXT=+33"],
      noted: true,
      reason: "PEG: a greedy *par would take \";phone-context=…\" as a parameter and leave no context: the first *par stops where a context starts. And through isdn-subaddress (which stops at \";\", \"=\", \"+\" and \"?\"), \"1;isub=;;phone-context=a\" is derived by the ABNF, not by this rule.",
    },
    "par": {
      kinds: ["prefix-shorter", "rejects"],
      examples: [";isub=;", ";ISub=?"],
      noted: true,
      reason: "PEG: a parameter also matches \";isub=…\" and \";ext=…\"; those are tried first, so that they are read as what they are (a parameter would read the same text). Through isdn-subaddress (which stops at \";\", \"=\", \"+\" and \"?\"), \";isub=;\" is derived by the ABNF, not by this rule.",
    },
    "isdn-subaddress": {
      kinds: ["prefix-fails", "prefix-shorter", "rejects"],
      examples: [";isub=;", ";isub=a?", ";IsuB=&'=N+"],
      noted: true,
      reason: "PEG: 1*uric would run over the \";\" of the next parameter; §3 requires \";\", \"=\", \"+\" and \"?\" to be encoded in a parameter value, so the run stops at them.",
    },
    "extension": {
      kinds: ["prefix-fails"],
      examples: [";ext=1a", ";ext=x9"],
      noted: true,
      reason: "PEG: \";ext=\" followed by what is no phonedigit is a parameter named \"ext\": the choice falls through unless the extension ends where a parameter may end — so as a prefix, \";ext=1a\" fails where the ABNF ends after \";ext=1\"; whole strings are unaffected. A phonedigit may be empty (\"DIGIT / [ visual-separator ]\"), so 1*phonedigit derives the empty string too: \";ext=\" alone is an extension, as the ABNF has it.",
    },
    "context": {
      kinds: ["prefix-fails"],
      examples: [";phone-context=a.0b", ";PHOne-ConTeXt=G.0A9.0Z"],
      noted: true,
      reason: "PEG: through domainname (see there), a descriptor whose later label starts with a digit fails where the ABNF ends the domainname earlier: as a prefix, \";phone-context=a.0b\" fails where the ABNF ends after \";phone-context=a.\"; whole URIs are unaffected.",
    },
    "descriptor": {
      kinds: ["prefix-fails"],
      examples: ["a.9b", "p.2y."],
      noted: true,
      reason: "PEG: through domainname (see there): as a prefix, \"a.9b\" fails where the ABNF ends after \"a.\".",
    },
    "domainname": {
      kinds: ["prefix-fails"],
      examples: ["a0.5", "E.a.2a."],
      noted: true,
      reason: "PEG: as RFC 2396's hostname — a domainlabel \".\" only when another label follows. That label may start with a digit, which no toplabel does: as a prefix, \"a0.5\" fails where the ABNF ends after \"a0.\" (a descriptor is followed by \";\" or the end, where no such earlier end leads to a match, so no URI changes).",
    },
  },
  "rfc5538": {
    "newsURL": {
      kinds: ["prefix-shorter"],
      examples: ["news:a@b<", "newS:~%41&9@%5B%64%5D<"],
      noted: true,
      reason: "PEG: an article needs an \"@\", which no newsgroups has; an article that fails leaves the choice to newsgroups (\"example.group.*\" starts like an id-left). The article is taken only when it ends the URL: as a prefix, \"news:a@b<\" stops after \"news:a\" where the ABNF ends after the article \"a@b\"; whole URLs are unaffected.",
    },
  },
  "rfc8089+appendixE": {
    "local-path": {
      kinds: ["prefix-shorter"],
      examples: ["/c|//x", "/A|//$:@/9/%fB:@!/"],
      noted: true,
      reason: "PEG: \"/c|/…\" is a path-absolute only up to the \"|\"; file-absolute is tried first. Its path-absolute stops before \"//\" (\"/c://x\" → \"/c:/\"), where the ABNF reads the whole as a path-absolute: file-absolute is taken only when no \"/\" follows it (a path-absolute that ends before a \"/\" ends before \"//\", and nothing after a local-path starts with \"/\"). As a prefix, \"/c|//x\" then stops after \"/c\" where the ABNF also ends after \"/c|/\".",
    },
    "auth-path": {
      kinds: ["prefix-shorter"],
      examples: ["/c|//x", "%FF@250.99.5.241/z|//,v;L"],
      noted: true,
      reason: "PEG: an empty file-auth makes \"[ file-auth ] path-absolute\" match \"//host/share\"'s first \"/\" and stop; the UNC form is tried first (it needs \"//\" or \"///\" and a file-host), then the drive letter (\"/c:/…\" is also a path-absolute, which would hide the letter), then the rest. The drive letter's path-absolute stops before a second \"/\" (\"/c://x\": \"/c:/\"), where the whole is a path-absolute: file-absolute is taken only when no \"/\" follows it (see local-path; as a prefix, \"/c|//x\" then stops after \"/c\" where the ABNF also ends after \"/c|/\").",
    },
    "unc-authority": {
      kinds: ["prefix-shorter", "rejects"],
      examples: ["///", "///h"],
      noted: true,
      reason: "PEG: a greedy 2*3\"/\" would take the third \"/\" of \"///x\" (file-host \"x\", then no path-absolute) where the ABNF reads \"//\", an empty file-host and the path-absolute \"/x\": three slashes are taken only when a \"/\" (the path-absolute) follows the file-host. (So the rule alone does not derive \"///h\", which the ABNF does; it only ever stands before a path-absolute.)",
    },
    "file-host": {
      kinds: ["prefix-shorter"],
      examples: ["%5B::1%5Da", "%5BD0:F::F9%5D("],
      noted: true,
      reason: "PEG: as RFC 3986's host — an IPv4address only when no reg-name character follows it; and so an inline-IP, whose \"%5B\" and \"%5D\" are pct-encoded reg-name characters: \"%5Bv1.x%5Da\" is a reg-name. (Where the inline-IP holds a \":\", which no reg-name does, and a reg-name character follows — \"%5B::1%5Da\" — the reg-name \"%5B\" is taken, shorter than the ABNF's inline-IP; a file-host is followed by a path-absolute's \"/\", so no URI changes.)",
    },
  },
  "rfc8141": {
    "namestring": {
      kinds: ["prefix-shorter", "rejects"],
      examples: ["urn:ab:c?+d?=", "urN:r0:c?++?="],
      noted: true,
      reason: "PEG: through r-component, which ends at \"?=\" (§2.3.1): \"urn:ab:c?+d?=\" (a \"?=\" with no q-component after it) is derived by the ABNF, not by this rule; as a prefix it stops before the \"?=\".",
    },
    "NID": {
      kinds: ["prefix-fails"],
      examples: ["aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa", "0aB9a-10az-5-0--u99-0-09z----0--0"],
      noted: true,
      reason: "PEG: the greedy 0*30(ldh) would also take the final alphanum. Written as an alphanum and one to thirty-one \"hyphens then an alphanum\" (so it ends with an alphanum), with a lookahead that the whole run of ldh is 2 to 32 long: the same strings. (As a prefix, a run of more than 32 ldh fails, where the ABNF ends a NID inside it.)",
    },
    "rq-components": {
      kinds: ["prefix-shorter", "rejects"],
      examples: ["?+a?=", "?+)?=%C*", "?+a?=?", "?+@%aB?=??/@"],
      noted: true,
      reason: "PEG: through r-component, which ends at \"?=\" (§2.3.1): as a prefix, \"?+a?=\" stops after \"?+a\" where the ABNF also takes \"?=\" into the r-component; and \"?+a?=?\" (no q-component after the \"?=\") is derived by the ABNF, not by this rule.",
    },
    "r-component": {
      kinds: ["prefix-shorter", "rejects"],
      examples: ["a?=", "-?="],
      noted: true,
      reason: "PEG: \"The r-component ends with a \"?=\" sequence (which begins a q-component) or a \"#\" character\" (§2.3.1): a \"?\" followed by \"=\" ends it, where the ABNF would let it run on.",
    },
  },
};
