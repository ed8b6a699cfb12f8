"""What the word-list scripts share: the words of a locale's lists, a form's stems, and the
forms a Debian hunspell dictionary's affixes make from its stems (what Debian's `unmunch`
does, which cannot read numeric affix flags, `FLAG num`: Icelandic's and Danish's; the
forms are checked by hunspell itself afterwards)."""
import gzip
import re
import subprocess


def accepted(words, dictionary):
    """The words hunspell accepts (hunspell -G prints the correct ones)."""
    out = subprocess.run(
        ["hunspell", "-d", dictionary, "-i", "utf-8", "-G"],
        input="\n".join(words) + "\n", capture_output=True, text=True, check=True).stdout
    return set(out.split("\n")) - {""}


def known_words(paths):
    """The lowercase keys of the words of the lists (LatinIME lists or WORD<TAB>CLASS
    lists), and of their known misspellings."""
    classes, misspellings = word_classes(paths)
    return set(classes), misspellings


def word_classes(paths):
    """The highest frequency class of each lowercase key of the lists' words, and the keys
    of their known misspellings."""
    classes, misspellings = {}, set()
    for path in paths:
        opener = gzip.open if path.endswith(".gz") else open
        with opener(path, "rt", encoding="utf-8") as lines:
            for line in lines:
                if line.startswith(" word="):
                    fields = dict(f.split("=", 1) for f in line[1:].rstrip("\n").split(",") if "=" in f)
                    key = fields["word"].lower().replace("\u2019", "'")
                    if fields.get("not_a_word") == "true":
                        misspellings.add(key)
                        continue
                    value = int(fields.get("f", "0"))
                elif not line.startswith("#") and "\t" in line:
                    word, value = line.rstrip("\n").split("\t")[:2]
                    key, value = word.lower().replace("\u2019", "'"), int(value)
                else:
                    continue
                classes[key] = max(classes.get(key, 0), value)
    return classes, misspellings


# A form's stem: the form without its last ENDING_LETTERS letters or fewer, of at least
# STEM_LETTERS.
STEM_LETTERS = 4
ENDING_LETTERS = 3


def stems_of(key):
    return [key[:len(key) - cut] for cut in range(ENDING_LETTERS + 1) if len(key) - cut >= STEM_LETTERS]


def hunspell_forms(dictionary):
    """The .dic's stems and the forms its affixes make (letters, hyphens, apostrophes only)."""
    dic = f"/usr/share/hunspell/{dictionary}.dic"
    aff = f"/usr/share/hunspell/{dictionary}.aff"
    affixes = Affixes(aff)
    forms = set()
    for line in open(dic, encoding=affixes.encoding, errors="replace").read().split("\n")[1:]:
        # A line is `stem[/flags][ morphology]`: the morphology (an alias number, after a tab)
        # is no part of the stem.
        fields = line.split()
        if not fields:
            continue
        stem, _, flags = fields[0].partition("/")
        for form in affixes.expand(stem, affixes.parse_flags(flags)):
            if form and len(form) <= 60 and form.replace("-", "").replace("'", "").isalpha():
                forms.add(form)
    return forms


class Affixes:
    """A hunspell .aff file's prefixes and suffixes, to expand a stem into its forms. Forms
    with two suffixes (a suffix's own flags) and a prefix crossed with a
    suffix are made; a stem flagged NEEDAFFIX or ONLYINCOMPOUND is no word alone, and a
    FORBIDDENWORD none at all. Every form is checked by hunspell itself afterwards."""

    def __init__(self, path):
        self.flag_type = "char"
        self.aliases = []
        self.rules = {}  # flag -> (kind, cross, [(strip, add, flags, condition)])
        self.special = {}
        # The file's and the .dic's encoding: its `SET` line (Norwegian's is ISO8859-1).
        self.encoding = "utf-8"
        with open(path, encoding="latin-1") as head:
            for line in head:
                if line.startswith("SET "):
                    self.encoding = line.split()[1]
                    break
        lines = open(path, encoding=self.encoding, errors="replace").read().split("\n")
        for line in lines:
            fields = line.split()
            if len(fields) < 2 or fields[0].startswith("#"):
                continue
            key = fields[0]
            if key == "FLAG":
                self.flag_type = fields[1]
            elif key == "AF" and not fields[1].isdigit():
                self.aliases.append(fields[1])
            elif key in ("NEEDAFFIX", "ONLYINCOMPOUND", "FORBIDDENWORD", "CIRCUMFIX"):
                self.special[key] = fields[1]
        for line in lines:
            fields = line.split()
            if len(fields) < 4 or fields[0] not in ("PFX", "SFX"):
                continue
            kind, flag = fields[0], fields[1]
            if flag not in self.rules:
                # The header: `SFX flag cross-product count`.
                self.rules[flag] = (kind, fields[2] == "Y", [])
                continue
            strip = "" if fields[2] == "0" else fields[2]
            add, _, flags = fields[3].partition("/")
            add = "" if add == "0" else add
            condition = fields[4] if len(fields) > 4 else "."
            pattern = ("^" + condition) if kind == "PFX" else (condition + "$")
            try:
                matcher = re.compile(pattern)
            except re.error:
                continue
            self.rules[flag][2].append((strip, add, self.parse_flags(flags), matcher))

    def parse_flags(self, text):
        if not text:
            return set()
        if self.aliases and text.isdigit():
            index = int(text) - 1
            text = self.aliases[index] if 0 <= index < len(self.aliases) else ""
        if self.flag_type == "num":
            return {flag for flag in text.split(",") if flag}
        if self.flag_type == "long":
            return {text[i:i + 2] for i in range(0, len(text), 2)}
        return set(text)

    def suffixed(self, word, flags):
        """(form, its suffix's flags, whether the suffix crosses with prefixes)."""
        for flag in flags:
            kind, cross, entries = self.rules.get(flag, ("", False, []))
            if kind != "SFX":
                continue
            for strip, add, more, matcher in entries:
                if word.endswith(strip) and len(word) > len(strip) and matcher.search(word):
                    yield word[:len(word) - len(strip)] + add, more, cross

    def prefixed(self, word, flags, crossing):
        for flag in flags:
            kind, cross, entries = self.rules.get(flag, ("", False, []))
            if kind != "PFX" or (crossing and not cross):
                continue
            for strip, add, more, matcher in entries:
                if word.startswith(strip) and len(word) > len(strip) and matcher.search(word):
                    yield add + word[len(strip):], more

    def expand(self, stem, flags):
        alone = {self.special.get("NEEDAFFIX"), self.special.get("ONLYINCOMPOUND")} - {None}
        if self.special.get("FORBIDDENWORD") in flags:
            return []
        forms = [] if flags & alone else [stem]
        for form, more, cross in self.suffixed(stem, flags):
            if not more & alone:
                forms.append(form)
            # A second suffix, from the first's own flags.
            for twice, last, _ in self.suffixed(form, more):
                if not last & alone:
                    forms.append(twice)
            if cross:
                forms.extend(p for p, more2 in self.prefixed(form, flags, True) if not more2 & alone)
        forms.extend(p for p, more in self.prefixed(stem, flags, False) if not more & alone)
        return forms
