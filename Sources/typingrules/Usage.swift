import TypingRulesYAML

/// The usage texts of `typingrules` and its commands.
enum Usage {
  static let main = """
    USAGE: typingrules <command> [options]

    Types taps through the TypingRules engine (the iOS system keyboard's text behaviours,
    written as YAML rules) and replays tap catalogs.

    COMMANDS:
      type         Type one tap string into a fresh field and print the buffer.
      replay       Run tap catalogs and report cases whose buffers differ.
      play         Type into a field interactively and watch what the rules do.
      record-plan  Prepare a catalog for the device recorder in Harness/.
      compile      Write locale packs in the compiled form a keyboard extension loads.
      bench        Measure the engine's per-tap cost, compile and load times, and memory.
      evaluate     Type real text back through a pack and report every difference.
      compile-dictionary    Compile word lists into a dictionary (Docs/dictionaries.md).
      evaluate-corrections  Measure a dictionary corrector on typos and correct text.

    Run 'typingrules <command> --help' for a command's options;
    'typingrules --version' prints the versions of the tools, the rule language and the
    compiled format.

    \(RulesFolder.lookupOrderHelp)
    """

  static let type = """
    USAGE: typingrules type [options] TAPS

    Types TAPS (the catalog tap syntax: characters, {bs}, {return}, {accept WORD}, {revert},
    {left N}, {right N}, {pause S}; '-' reads them from standard input) into a fresh field
    and prints the final buffer followed by one newline.

    OPTIONS:
      --rules DIR            Rules folder (default: the lookup order in
                             'typingrules --help').
      --compiled FILE        Run a file written by 'typingrules compile' (exactly what
                             ships) instead of the rules folder.
      --locale TAG           Locale pack (default: en).
      --profile NAME         Behaviour profile composed with the locale: ios (default),
                             android, or any folder of Rules/profiles/.
      --field KEY=VALUE      A field trait, e.g. keyboard=url, autocapitalization=none.
      --setting KEY=VALUE    A keyboard setting, e.g. period-shortcut=false.
      --correction TYPO=FIX  An autocorrection table entry.
      --corrector NAME       table (default: the pack's table and --correction) or
                             dictionary (the locale's compiled dictionary).
      --dictionary FILE      The compiled dictionary for --corrector dictionary
                             (default: Dictionaries/compiled/TAG.trdict by the rules).
      --gap S                Seconds between taps (default: 0.2).
      --before TEXT          Text before the cursor at the start.
      --after TEXT           Text after the cursor at the start.
      --before-file FILE     Read the text before the cursor from a file.
      --after-file FILE      Read the text after the cursor from a file.
      --trace                Print each tap, the rules tried, the condition that stopped
                             each one (or the shortcut that skipped it) and the rule that
                             fired, on standard error. Tracing changes nothing typed.
      --reference            Evaluate the rules by their plain definition, every shortcut
                             off (slow; the same buffer, or a bug in a shortcut).
      --verbose              Print the rules folder used and why, on standard error.
      -h, --help             Show this help.
    """

  static let play = """
    USAGE: typingrules play [options]

    An interactive playground in the terminal: every key goes through the engine with its
    real timestamp (two quick spaces end a sentence, a pause does not). The screen shows
    the buffer with the cursor, the shift state, the suggestion bar, the revert offer after an
    automatic edit, the rules that fired on the last key and why the others stood down.
    The rule files (or the compiled file) are reloaded when they change; a broken file
    shows its error and the session goes on with the last good rules. On exit the final
    buffer is printed on standard output.

    KEYS:
      ←/→, Home/End          Move the cursor.
      Backspace, Enter       The delete and return keys.
      Tab, Shift-Tab         Accept the highlighted bar item (the correction, unless another
                             is highlighted); highlight the next one.
      Ctrl-R                 Revert the last automatic edit (when offered).
      Ctrl-F                 Field traits: a number key changes one.
      Ctrl-S                 Settings: a key toggles a switch or asks for a number.
      Ctrl-D, Ctrl-C         Quit (SIGINT, SIGTERM and SIGHUP also end the session).

    OPTIONS:
      --rules DIR            Rules folder (default: the package's Rules/).
      --compiled FILE        Type with a file written by 'typingrules compile' instead.
      --locale TAG           Locale pack (default: en).
      --profile NAME         Behaviour profile composed with the locale: ios (default),
                             android, or any folder of Rules/profiles/.
      --field KEY=VALUE      A field trait, e.g. keyboard=url, autocapitalization=none.
      --setting KEY=VALUE    A keyboard setting, e.g. period-shortcut=false.
      --correction TYPO=FIX  An autocorrection table entry.
      --corrector NAME       table (default) or dictionary: the locale's compiled
                             dictionary corrects and fills the suggestion bar.
      --dictionary FILE      The compiled dictionary for --corrector dictionary
                             (default: Dictionaries/compiled/TAG.trdict).
      --before TEXT          Text before the cursor at the start.
      --after TEXT           Text after the cursor at the start.
      --record FILE          On exit, write the session as a tap catalog that
                             'typingrules replay' passes.
      -h, --help             Show this help.
    """

  static let recordPlan = """
    USAGE: typingrules record-plan --keyboard NAME [-o FILE] CATALOG

    Prepares CATALOG for the device recorder (Harness/, see Docs/recording.md): each case's
    taps, field traits and starting text, and where its new 'observed' column NAME goes in
    the catalog's text, as JSON (on standard output, or in FILE). The recorder plays the
    cases on a real keyboard and writes the catalog back with the column added.

    A case that already has the column, or is written in flow style ({...}), is an error.

    OPTIONS:
      --keyboard NAME        The observed column to record (the keyboard under test:
                             ios, swiftkey, ...).
      -o, --output FILE      Write the plan to FILE.
      -h, --help             Show this help.
    """

  static let compile = """
    USAGE: typingrules compile [--rules DIR] [--locale TAG]... [--profile NAME]...
                               [--config FILE] [--lint] [--strip] [--verbose] -o FILE

    Compiles locale packs (default: every pack) with behaviour profiles (default: every
    profile) and writes one program per (locale, profile) in the portable compiled form
    that the core library loads without libyaml (CompiledRules(bytes:)), with the locale
    aliases (pt -> pt-BR, no -> nb ...) so tags resolve as they do from YAML.

    OPTIONS:
      --rules DIR            Rules folder (default: the lookup order in
                             'typingrules --help').
      --locale TAG           A locale pack to include; repeat for more.
      --profile NAME         A behaviour profile to include; repeat for more.
      --config FILE          Read the packs and profiles to include from a configuration
                             file ('locales: [en, fr]', 'profiles: [ios]'); --locale and
                             --profile win over it.
      --lint                 First run rulecheck's checks on the packs to include
                             (examples too); print findings as FILE:LINE:COL: error:
                             and write nothing (exit status 1) if there are errors.
      --strip                Leave out rule ids, summaries and sources (traces then name
                             rules #N); rule sources are otherwise kept, relative to DIR.
      -o, --output FILE      Where to write the compiled file.
      --verbose              Print the rules folder used and why, on standard error.
      -h, --help             Show this help.
    """

  static let bench = """
    USAGE: typingrules bench [--rules DIR] [--locale TAG] [--profile NAME] [--taps N] [--seed N] [--json]
                             [--by-key] [--verbose] [--without NAMES] [--engine-only [--proxy]]

    Types a deterministic corpus (prose with sentences, quick pairs of spaces, quotes, numbers,
    abbreviations, suggestion acceptances and backspaces) key by key through the engine and
    reports taps per second, the median and 99th-percentile time per tap, the cost of the
    rules over bare document edits and over a hand-written reference (the double-space full
    stop, sentence capitals and smart double quotes coded directly in Swift), heap
    allocations per tap, the cost with 1 MB before the cursor over 10 characters, the time
    to compile every pack from YAML and to load one from the compiled form, the process's
    peak memory, and the document reads and edits per tap through a document that behaves
    like UITextDocumentProxy (truncated contexts, no change count). Build with -c release
    for meaningful figures.

    OPTIONS:
      --rules DIR            Rules folder (default: the lookup order in
                             'typingrules --help').
      --locale TAG           The pack to type with (default: en).
      --profile NAME         The behaviour profile to type with (default: ios).
      --taps N               At least this many taps (default: 200000).
      --seed N               Corpus seed (default: 42).
      --json                 Print the figures as JSON.
      --corrector dictionary Also measure the dictionary corrector: load time, size, time
                             to correct a word and to suggest per keystroke (p50, p99).
      --dictionary FILE      Its dictionary (default: the locale's, by the rules folder).
      --by-key               Also print the time per tap by kind of key (letters, digits,
                             space, each punctuation key, accept ...): median, 90th and
                             99th percentile, and how many are above the run's 99th.
      --verbose              Print the rules folder used and why, on standard error.
      --without NAMES        Switch off these engine shortcuts (comma-separated; see
                             Docs/performance.md), to measure what each buys.
      --engine-only          Only type the corpus once through the engine (for callgrind).
      --proxy                With --engine-only: through the proxy-like document.
      -h, --help             Show this help.
    """

  static let replay = """
    USAGE: typingrules replay [options] FILE...

    Runs tap catalogs (see Docs/catalog-format.md). A failing case prints its name, the tap
    where the buffer first differs, the taps up to there, and expected vs actual. The last
    line is 'N passed, N failed'. Exit status: 0 all passed, 1 some failed, 2 a catalog or
    the rules could not be loaded.

    OPTIONS:
      --rules DIR            Rules folder (default: the lookup order in
                             'typingrules --help').
      --compiled FILE        Replay with a file written by 'typingrules compile' (exactly
                             what ships) instead of the rules folder.
      --format text|json     Output format (default: text).
      --html FILE            Also write a self-contained HTML report: a summary, then per
                             case one row per tap with the expected buffer, the engine's,
                             every observed column and the rules that fired; differing
                             cells highlighted, invisible characters shown.
      --profile NAME         The profile of cases that name none, in the case or the
                             catalog's defaults (default: ios).
      --reference            Evaluate the rules by their plain definition, every shortcut
                             off (slow; the same verdicts, or a bug in a shortcut).
      --corrector NAME       The corrector of cases that name none: table (default) or
                             dictionary.
      --dictionary FILE      The compiled dictionary of every case with the dictionary
                             corrector (default: each locale's, by the rules folder).
      --verbose              List passing cases too, and print the rules folder used and
                             why on standard error.
      -h, --help             Show this help.
    """

  static let evaluate = """
    USAGE: typingrules evaluate [--locale TAG] [--profile NAME] [--variant typed-stop|double-space]
                                [--format text|json] [--html FILE] [--max-faults N] CORPUS...

    Each line of a CORPUS file is a paragraph of correctly written text. Types each one
    the way a careful person does on a keyboard with the pack's behaviours (sentence
    starts in lowercase, the pack's quotes and apostrophe with the straight keys, -- for
    an em dash, ... for an ellipsis; Docs/evaluate.md), aligns the engine's text with the
    line and reports every difference by kind (missed capital, false capital, quote,
    apostrophe, dash, ellipsis, space type, double-space full stop, other) as
    FILE:LINE:COLUMN with its context, then a summary per corpus. A difference the packs
    accept knowingly (Docs/locales.md) is marked as a trade-off; any other is a fault.
    Gold sentence starts are read from CORPUS's side file X.meta.tsv (beside X.txt) when
    there is one. Exit status: 0 evaluated, 1 more faults than --max-faults, 2 a corpus
    or the rules could not be read, 64 bad command line.

    OPTIONS:
      --rules DIR            Rules folder (default: the lookup order in
                             'typingrules --help').
      --locale TAG           Locale pack (default: the corpus file's name, de.txt -> de,
                             if a pack has it; else en).
      --profile NAME         Behaviour profile composed with the locale (default: ios).
      --variant V            typed-stop (default): full stops typed with the period key;
                             double-space: a full stop before a new sentence typed as
                             two quick spaces.
      --format text|json     Output format (default: text).
      --html FILE            Also write a self-contained HTML report.
      --max-faults N         Exit with status 1 when there are more than N faults.
      --verbose              Print the rules folder used and why, on standard error.
      -h, --help             Show this help.
    """
}
