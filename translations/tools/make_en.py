#!/usr/bin/env python3
"""Writes translations/scrollwork_en.ts: the English forms of every %n text.

The sources are written once for any count ("Move %n object(s)"); without a catalogue Qt
shows them as they are, so the undo history read "Move 1 object(s)". This catalogue holds
only the texts with %n, each with its singular and plural, the count written %Ln so it is
grouped as the locale groups digits, and the editor and the CLI load it for every language
that has no catalogue of its own (editor/app/main.cpp).

The texts are taken from scrollwork_de.ts, which lupdate keeps up to date: run
`cmake --build build --target update_translations`, then this script, and commit both.
It fails, naming the text, when a %n text has no English forms it can make.
"""
import os
import sys
import xml.etree.ElementTree as ET

HERE = os.path.dirname(os.path.abspath(__file__))
DE = os.path.join(HERE, "..", "scrollwork_de.ts")
EN = os.path.join(HERE, "..", "scrollwork_en.ts")

# Texts whose plural is written out in the source (or whose verb follows the count):
# source -> singular; the plural is the source with (s)/(es) spelled as a plural.
SINGULAR = {
    "%n particles": "%n particle",
    "Set %1 on %n objects": "Set %1 on %n object",
    "Add %n objects": "Add %n object",
    "Delete %n objects": "Delete %n object",
    "Set %1 on %n nodes": "Set %1 on %n node",
    "%n graph nodes": "%n graph node",
    "%n tiles": "%n tile",
    "%n weapons": "%n weapon",
    "%n characters": "%n character",
    "%n monster types": "%n monster type",
    "%n sound cues": "%n sound cue",
    "%n parts of “%1”": "%n part of “%1”",
    "%n objects": "%n object",
    "Edit %n tiles": "Edit %n tile",
    "%n passed": "%n passed",
    "%1 of %n rows hidden": "%1 of %n row hidden",
    "The %n selected objects share no property": "The %n selected object has no property",
    "The %n selected objects have different values here": "The %n selected object has a different value here",
    "The filter ‘%1’ hides all %n rows": "The filter ‘%1’ hides the %n row",
    "%n other missing file(s) are in the same folder. Relink them too?\n\n%1":
        "%n other missing file is in the same folder. Relink it too?\n\n%1",
    "%n file(s) are outside the project folder. The project keeps only paths inside its folder: "
    "copy them into the project?\n\n%1":
        "%n file is outside the project folder. The project keeps only paths inside its folder: "
        "copy it into the project?\n\n%1",
    "%n file(s) changed on disk since the editor read them:": "%n file changed on disk since the editor read it:",
    " and %n more": " and %n more",
    "%n passed (%1)": "%n passed (%1)",
    "Check: all %n replay test(s) passed (%1)": "Check: the %n replay test passed (%1)",
}
IRREGULAR = {"vertex(es)": ("vertex", "vertices")}


def forms(source):
    plural = source
    for word, (_, many) in IRREGULAR.items():
        plural = plural.replace(word, many)
    plural = plural.replace("(es)", "es").replace("(s)", "s")
    if source in SINGULAR:
        return SINGULAR[source], plural
    singular = source
    for word, (one, _) in IRREGULAR.items():
        singular = singular.replace(word, one)
    singular = singular.replace("(es)", "").replace("(s)", "")
    if singular == source:
        sys.exit(f"make_en.py: no English singular for {source!r}: add it to SINGULAR")
    return singular, plural


def main():
    tree = ET.parse(DE)
    root = tree.getroot()
    root.set("language", "en")
    for context in list(root.findall("context")):
        for message in list(context.findall("message")):
            if message.get("numerus") != "yes":
                context.remove(message)
                continue
            for location in message.findall("location"):
                message.remove(location)
            translation = message.find("translation")
            translation.attrib.clear()
            for child in list(translation):
                translation.remove(child)
            translation.text = None
            for text in forms(message.find("source").text):
                # %Ln: the count with the locale's digit grouping ("Delete 25,000 objects").
                ET.SubElement(translation, "numerusform").text = text.replace("%n", "%Ln")
        if not context.findall("message"):
            root.remove(context)
    ET.indent(tree, space="    ")
    with open(EN, "w", encoding="utf-8") as out:
        out.write('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n')
        tree.write(out, encoding="unicode")
        out.write("\n")


if __name__ == "__main__":
    main()
