<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE" sourcelanguage="en_US">
<context>
    <name>AssetActions</name>
    <message>
        <location filename="../editor/ui/docks/asset_actions.cpp" line="+44" />
        <location line="+13" />
        <source>Duplicate</source>
        <translation>Duplizieren</translation>
    </message>
    <message>
        <location line="-10" />
        <source>Rename...</source>
        <translation>Umbenennen...</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Delete...</source>
        <translation>Löschen...</translation>
    </message>
    <message>
        <location line="+12" />
        <location line="+6" />
        <source>Rename</source>
        <translation>Umbenennen</translation>
    </message>
    <message>
        <location line="-5" />
        <source>New name of the %1:</source>
        <translation>Neuer Name für %1:</translation>
    </message>
    <message>
        <location line="+16" />
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <location line="+19" />
        <location line="+31" />
        <source>New Tile Definition</source>
        <translation>Neue Kacheldefinition</translation>
    </message>
    <message>
        <location line="-21" />
        <source>%1 is not in the project: import it first (File &gt; Import Mesh).</source>
        <translation>%1 liegt nicht im Projekt: zuerst importieren (Datei &gt; Mesh importieren).</translation>
    </message>
    <message>
        <location line="+17" />
        <source>(no mesh)</source>
        <translation>(kein Mesh)</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Mesh drawn for the tile (import meshes with File &gt; Import Mesh):</source>
        <translation>Mesh der Kachel (Meshes importieren mit Datei &gt; Mesh importieren):</translation>
    </message>
    <message>
        <location line="+7" />
        <source>New Tileset from Image</source>
        <translation>Neues Tileset aus Bild</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Save the project first: the image is copied into its folder.</source>
        <translation>Speichern Sie das Projekt zuerst: das Bild wird in seinen Ordner kopiert.</translation>
    </message>
    <message>
        <location line="+13" />
        <location line="+4" />
        <source>New Graph</source>
        <translation>Neuer Graph</translation>
    </message>
    <message>
        <location line="-4" />
        <source>Name of the texture graph:</source>
        <translation>Name des Texturgraphen:</translation>
    </message>
</context>
<context>
    <name>AssetCommands</name>
    <message>
        <location filename="../editor/document/commands/asset_commands.cpp" line="+49" />
        <source>Duplicate level %1</source>
        <translation>Level %1 duplizieren</translation>
    </message>
    <message>
        <location line="+103" />
        <source>Duplicate tile definition %1</source>
        <translation>Kacheldefinition %1 duplizieren</translation>
    </message>
    <message>
        <location line="-93" />
        <source>Level %1</source>
        <translation>Level %1</translation>
    </message>
    <message>
        <location line="+4" />
        <source>New level %1</source>
        <translation>Neues Level %1</translation>
    </message>
    <message>
        <location line="+23" />
        <source>New tile definition %1</source>
        <translation>Neue Kacheldefinition %1</translation>
    </message>
    <message>
        <location line="+88" />
        <source>Duplicate sound cue %1</source>
        <translation>Soundcue %1 duplizieren</translation>
    </message>
    <message>
        <location line="+3" />
        <location line="+44" />
        <location line="+35" />
        <source>There is no %1.</source>
        <translation>%1 gibt es nicht.</translation>
    </message>
    <message>
        <location line="-70" />
        <source>A project keeps at least one level.</source>
        <translation>Ein Projekt behält mindestens ein Level.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Delete level %1</source>
        <translation>Level %1 löschen</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Delete tile definition %1</source>
        <translation>Kacheldefinition %1 löschen</translation>
    </message>
    <message>
        <location line="+22" />
        <source>Delete sound cue %1</source>
        <translation>Soundcue %1 löschen</translation>
    </message>
    <message>
        <location filename="../editor/document/commands/asset_file_commands.cpp" line="+102" />
        <location line="+14" />
        <location line="+9" />
        <source>%1 cannot be read; see the log.</source>
        <translation>%1 kann nicht gelesen werden; siehe Protokoll.</translation>
    </message>
    <message>
        <location line="-16" />
        <source>Duplicate graph %1</source>
        <translation>Graph %1 duplizieren</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Delete graph %1</source>
        <translation>Graph %1 löschen</translation>
    </message>
    <message>
        <location line="+9" />
        <location line="+108" />
        <source>The name is unchanged.</source>
        <translation>Der Name ist unverändert.</translation>
    </message>
    <message>
        <location line="-93" />
        <source>Rename graph %1 to %2</source>
        <translation>Graph %1 in %2 umbenennen</translation>
    </message>
    <message>
        <location line="+14" />
        <source>Save the project first: the image is copied into its folder.</source>
        <translation>Speichern Sie das Projekt zuerst: das Bild wird in seinen Ordner kopiert.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>A tileset needs a name.</source>
        <translation>Ein Tileset braucht einen Namen.</translation>
    </message>
    <message>
        <location line="+2" />
        <location line="+77" />
        <source>The project already has a tileset named “%1”.</source>
        <translation>Das Projekt hat schon ein Tileset namens „%1“.</translation>
    </message>
    <message>
        <location line="-73" />
        <source>%1: cannot read the image: %2</source>
        <translation>%1: das Bild kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Tile width and height must be above 0; margin and spacing not below 0.</source>
        <translation>Kachelbreite und -höhe müssen über 0 liegen, Rand und Abstand nicht unter 0.</translation>
    </message>
    <message>
        <location line="+29" />
        <source>%1: a different file is already there; move it away or pick another name</source>
        <translation>%1: dort liegt schon eine andere Datei; verschieben Sie sie oder wählen Sie einen anderen Namen</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1: cannot copy the image to %2</source>
        <translation>%1: das Bild kann nicht nach %2 kopiert werden</translation>
    </message>
    <message>
        <location line="+10" />
        <source>New tileset %1</source>
        <translation>Neues Tileset %1</translation>
    </message>
    <message>
        <location line="+5" />
        <location line="+10" />
        <location line="+9" />
        <source>There is no readable tileset “%1”.</source>
        <translation>Es gibt kein lesbares Tileset „%1“.</translation>
    </message>
    <message>
        <location line="-14" />
        <source>Duplicate tileset %1</source>
        <translation>Tileset %1 duplizieren</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Delete tileset %1</source>
        <translation>Tileset %1 löschen</translation>
    </message>
    <message>
        <location line="+8" />
        <source>A name cannot be empty.</source>
        <translation>Ein Name darf nicht leer sein.</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Rename tileset %1 to %2</source>
        <translation>Tileset %1 in %2 umbenennen</translation>
    </message>
</context>
<context>
    <name>AssetUses</name>
    <message>
        <location filename="../editor/document/commands/asset_uses.cpp" line="+23" />
        <source>chain link</source>
        <translation>Kettenglied</translation>
    </message>
    <message>
        <location line="+1" />
        <source>spawn</source>
        <translation>Spawn</translation>
    </message>
    <message>
        <location line="+1" />
        <source>marker</source>
        <translation>Markierung</translation>
    </message>
    <message>
        <location line="+1" />
        <source>trigger</source>
        <translation>Auslöser</translation>
    </message>
    <message>
        <location line="+1" />
        <source>loop</source>
        <translation>Schleife</translation>
    </message>
    <message>
        <location line="+1" />
        <source>path</source>
        <translation>Pfad</translation>
    </message>
    <message>
        <location line="+1" />
        <source>geometry</source>
        <translation>Geometrie</translation>
    </message>
    <message>
        <location line="+1" />
        <source>character start</source>
        <translation>Figurenstart</translation>
    </message>
    <message>
        <location line="+1" />
        <source>monster</source>
        <translation>Monster</translation>
    </message>
    <message>
        <location line="+1" />
        <source>tile definition</source>
        <translation>Kacheldefinition</translation>
    </message>
    <message>
        <location line="+1" />
        <source>enemy type</source>
        <translation>Gegnertyp</translation>
    </message>
    <message>
        <location line="+1" />
        <source>state</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <location line="+1" />
        <source>level</source>
        <translation>Level</translation>
    </message>
    <message>
        <location line="+1" />
        <source>tile layer</source>
        <translation>Kachelebene</translation>
    </message>
    <message>
        <location line="+45" />
        <source>level ‘%1’</source>
        <translation>Level ‘%1’</translation>
    </message>
    <message>
        <location line="+2" />
        <source>tile definition ‘%1’</source>
        <translation>Kacheldefinition ‘%1’</translation>
    </message>
    <message>
        <location line="+2" />
        <source>enemy type ‘%1’</source>
        <translation>Gegnertyp ‘%1’</translation>
    </message>
    <message>
        <location line="+2" />
        <source>tileset ‘%1’</source>
        <translation>Tileset ‘%1’</translation>
    </message>
    <message>
        <location line="+2" />
        <source>graph ‘%1’</source>
        <translation>Graph ‘%1’</translation>
    </message>
    <message>
        <location line="+2" />
        <source>weapon ‘%1’</source>
        <translation>Waffe ‘%1’</translation>
    </message>
    <message>
        <location line="+2" />
        <source>character ‘%1’</source>
        <translation>Figur ‘%1’</translation>
    </message>
    <message>
        <location line="+2" />
        <source>monster type ‘%1’</source>
        <translation>Monstertyp ‘%1’</translation>
    </message>
    <message>
        <location line="+2" />
        <source>sound cue ‘%1’</source>
        <translation>Soundcue ‘%1’</translation>
    </message>
    <message>
        <location line="+17" />
        <source>game rules: event sound ‘%1’</source>
        <translation>Spielregeln: Ereignisklang ‘%1’</translation>
    </message>
    <message numerus="yes">
        <location line="+20" />
        <source>%1: %2, layer ‘%3’: %n placed tile(s)</source>
        <translation><numerusform>%1: %2, Ebene ‘%3’: %Ln gesetzte Kachel</numerusform><numerusform>%1: %2, Ebene ‘%3’: %Ln gesetzte Kacheln</numerusform></translation>
    </message>
</context>
<context>
    <name>BehaviourGraph</name>
    <message>
        <location filename="../editor/ui/behaviour/behaviour_graph_items.cpp" line="+141" />
        <source>goto: changes state at once when its action runs</source>
        <translation>goto: wechselt den Zustand sofort, wenn seine Aktion läuft</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 (double-click to edit the condition, Delete removes the line)</source>
        <translation>%1 (Doppelklick bearbeitet die Bedingung, Entf löscht die Zeile)</translation>
    </message>
</context>
<context>
    <name>ChainCommands</name>
    <message numerus="yes">
        <location filename="../editor/document/commands/chain_commands.cpp" line="+36" />
        <source>Reorder %n chain tile(s)</source>
        <translation><numerusform>%Ln Kettenkachel umsortieren</numerusform><numerusform>%Ln Kettenkacheln umsortieren</numerusform></translation>
    </message>
</context>
<context>
    <name>CharacterCommands</name>
    <message>
        <location filename="../editor/document/commands/character_commands.cpp" line="+24" />
        <source>New character “%1”</source>
        <translation>Neue Figur „%1“</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Duplicate character %1</source>
        <translation>Figur %1 duplizieren</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Delete character %1</source>
        <translation>Figur %1 löschen</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <source>Usage: scrollwork-cli &lt;command&gt; [arguments]

Commands:
  validate PROJECT   check a project; prints one 'file: where: message' line per problem
  resave PROJECT     load and save every file of a project in canonical form
  info PROJECT       print counts of levels, tiles, objects and assets as 'key: value'
  import-mesh FILE --into PROJECT [--name NAME] [--scale S] [--up y|z] [--mesh NAME]... [--replace]
                     copy a mesh (glTF, OBJ, FBX, Collada ...) and the files it refers to into
                     PROJECT/meshes/NAME/; prints 'imported: meshes/NAME/FILE' and its warnings
  import-tileset FILE --into PROJECT
                     import a tileset (XML tile strips, Tiled .tsx) into PROJECT/tilesets/
  import-tmx FILE --into PROJECT [--level NAME] [--pixels-per-unit N]
                     import a Tiled map: its tilesets, tile layers on the level's chain links,
                     object groups as Markers and Triggers
  run PROJECT [--level NAME] [--ticks N] [--inputs FILE] [--seed S] [--players 1|2] [--record FILE]
                     play a level headless; prints 'ticks', 'hash' (of the whole state),
                     'tick_us_median' and 'tick_us_p99'; --inputs replays a recording,
                     --record writes the inputs used (format: README, 'Input recordings')
  bench-sim [--enemies 500] [--bullets 5000] [--particles 2000] [--ticks 600]
                     time the simulation on a generated stress level; prints tick_us_median,
                     tick_us_p99, allocs_per_tick and the live counts it reached
  graph-codegen GRAPH [--snippets DIR] [--stage graph|fragment|vertex|qml]
                     print the GLSL generated from a texture graph (*.graph.json); --stage
                     fragment/vertex prints the Qt Quick 3D material shader, qml its QML

Options:
  --version          print the version
  --help             print this help

PROJECT is a project folder or its project.json. Exit status: 0 success, 1 error.
</source>
        <translation type="vanished">Aufruf: scrollwork-cli &lt;Befehl&gt; [Argumente]

Befehle:
  validate PROJEKT   ein Projekt prüfen; gibt je Problem eine Zeile 'Datei: Stelle: Meldung' aus
  resave PROJEKT     jede Datei eines Projekts laden und in kanonischer Form speichern
  info PROJEKT       Anzahl der Level, Kacheln, Objekte und Assets als 'Schlüssel: Wert' ausgeben
  import-mesh DATEI --into PROJEKT [--name NAME] [--scale S] [--up y|z] [--mesh NAME]... [--replace]
                     ein Mesh (glTF, OBJ, FBX, Collada ...) und die Dateien, auf die es verweist, nach
                     PROJEKT/meshes/NAME/ kopieren; gibt 'imported: meshes/NAME/DATEI' und seine Warnungen aus
  import-tileset DATEI --into PROJEKT
                     ein Tileset (XML-Kachelstreifen, Tiled .tsx) nach PROJEKT/tilesets/ importieren
  import-tmx DATEI --into PROJEKT [--level NAME] [--pixels-per-unit N]
                     eine Tiled-Karte importieren: ihre Tilesets, Kachelebenen an den Kettengliedern
                     des Levels, Objektgruppen als Markierungen und Auslöser
  run PROJEKT [--level NAME] [--ticks N] [--inputs DATEI] [--seed S] [--players 1|2] [--record DATEI]
                     ein Level ohne Fenster spielen; gibt 'ticks', 'hash' (des ganzen Zustands),
                     'tick_us_median' und 'tick_us_p99' aus; --inputs spielt eine Aufnahme ab,
                     --record schreibt die verwendeten Eingaben (Format: README, 'Input recordings')
  bench-sim [--enemies 500] [--bullets 5000] [--particles 2000] [--ticks 600]
                     die Simulation auf einem erzeugten Stress-Level messen; gibt tick_us_median,
                     tick_us_p99, allocs_per_tick und die erreichten Live-Anzahlen aus
  graph-codegen GRAPH [--snippets ORDNER] [--stage graph|fragment|vertex|qml]
                     das aus einem Texturgraphen (*.graph.json) erzeugte GLSL ausgeben; --stage
                     fragment/vertex gibt den Qt-Quick-3D-Material-Shader aus, qml sein QML

Optionen:
  --version          die Version ausgeben
  --help             diese Hilfe ausgeben

PROJEKT ist ein Projektordner oder dessen project.json. Exit-Status: 0 Erfolg, 1 Fehler.
</translation>
    </message>
    <message>
        <source>Usage: scrollwork-cli &lt;command&gt; [arguments]

Commands:
  new DIR [--template empty|shooter] [--name NAME]
                     make a project in DIR (new or empty) from a template; 'shooter' plays at once
  validate PROJECT   check a project; prints one 'file: where: message' line per problem
  resave PROJECT     load and save every file of a project in canonical form
  info PROJECT       print counts of levels, tiles, objects and assets as 'key: value'
  import-mesh FILE --into PROJECT [--name NAME] [--scale S] [--up y|z] [--mesh NAME]... [--replace]
                     copy a mesh (glTF, OBJ, FBX, Collada ...) and the files it refers to into
                     PROJECT/meshes/NAME/; prints 'imported: meshes/NAME/FILE' and its warnings
  import-tileset FILE --into PROJECT
                     import a tileset (XML tile strips, Tiled .tsx) into PROJECT/tilesets/
  import-tmx FILE --into PROJECT [--level NAME] [--pixels-per-unit N]
                     import a Tiled map: its tilesets, tile layers on the level's chain links,
                     object groups as Markers and Triggers
  run PROJECT [--level NAME] [--ticks N] [--inputs FILE] [--seed S] [--players 1|2] [--record FILE]
                     play a level headless; prints 'ticks', 'hash' (of the whole state),
                     'tick_us_median' and 'tick_us_p99'; --inputs replays a recording,
                     --record writes the inputs used (format: README, 'Input recordings')
  bench-sim [--enemies 500] [--bullets 5000] [--particles 2000] [--ticks 600]
                     time the simulation on a generated stress level; prints tick_us_median,
                     tick_us_p99, allocs_per_tick and the live counts it reached
  graph-codegen GRAPH [--snippets DIR] [--stage graph|fragment|vertex|qml]
                     print the GLSL generated from a texture graph (*.graph.json); --stage
                     fragment/vertex prints the Qt Quick 3D material shader, qml its QML

Options:
  --version          print the version
  --help             print this help

PROJECT is a project folder or its project.json. Exit status: 0 success, 1 error.
</source>
        <translation type="vanished">Aufruf: scrollwork-cli &lt;Befehl&gt; [Argumente]

Befehle:
  new ORDNER [--template empty|shooter] [--name NAME]
                     ein Projekt in ORDNER (neu oder leer) aus einer Vorlage anlegen; 'shooter' ist sofort spielbar
  validate PROJEKT   ein Projekt prüfen; gibt je Problem eine Zeile 'Datei: Stelle: Meldung' aus
  resave PROJEKT     jede Datei eines Projekts laden und in kanonischer Form speichern
  info PROJEKT       Anzahl der Level, Kacheln, Objekte und Assets als 'Schlüssel: Wert' ausgeben
  import-mesh DATEI --into PROJEKT [--name NAME] [--scale S] [--up y|z] [--mesh NAME]... [--replace]
                     ein Mesh (glTF, OBJ, FBX, Collada ...) und die Dateien, auf die es verweist, nach
                     PROJEKT/meshes/NAME/ kopieren; gibt 'imported: meshes/NAME/DATEI' und seine Warnungen aus
  import-tileset DATEI --into PROJEKT
                     ein Tileset (XML-Kachelstreifen, Tiled .tsx) nach PROJEKT/tilesets/ importieren
  import-tmx DATEI --into PROJEKT [--level NAME] [--pixels-per-unit N]
                     eine Tiled-Karte importieren: ihre Tilesets, Kachelebenen an den Kettengliedern
                     des Levels, Objektgruppen als Markierungen und Auslöser
  run PROJEKT [--level NAME] [--ticks N] [--inputs DATEI] [--seed S] [--players 1|2] [--record DATEI]
                     ein Level ohne Fenster spielen; gibt 'ticks', 'hash' (des ganzen Zustands),
                     'tick_us_median' und 'tick_us_p99' aus; --inputs spielt eine Aufnahme ab,
                     --record schreibt die verwendeten Eingaben (Format: README, 'Input recordings')
  bench-sim [--enemies 500] [--bullets 5000] [--particles 2000] [--ticks 600]
                     die Simulation auf einem erzeugten Stress-Level messen; gibt tick_us_median,
                     tick_us_p99, allocs_per_tick und die erreichten Live-Anzahlen aus
  graph-codegen GRAPH [--snippets ORDNER] [--stage graph|fragment|vertex|qml]
                     das aus einem Texturgraphen (*.graph.json) erzeugte GLSL ausgeben; --stage
                     fragment/vertex gibt den Qt-Quick-3D-Material-Shader aus, qml sein QML

Optionen:
  --version          die Version ausgeben
  --help             diese Hilfe ausgeben

PROJEKT ist ein Projektordner oder dessen project.json. Exit-Status: 0 Erfolg, 1 Fehler.
</translation>
    </message>
    <message>
        <source>Usage: scrollwork-cli &lt;command&gt; [arguments]

Commands:
  new DIR [--template empty|shooter|platformer] [--name NAME]
                     make a project in DIR (new or empty) from a template; 'shooter' and 'platformer' play at once
  validate PROJECT   check a project; prints one 'file: where: message' line per problem
  resave PROJECT     load and save every file of a project in canonical form
  info PROJECT       print counts of levels, tiles, objects and assets as 'key: value'
  import-mesh FILE --into PROJECT [--name NAME] [--scale S] [--up y|z] [--mesh NAME]... [--replace]
                     copy a mesh (glTF, OBJ, FBX, Collada ...) and the files it refers to into
                     PROJECT/meshes/NAME/; prints 'imported: meshes/NAME/FILE' and its warnings
  import-tileset FILE --into PROJECT
                     import a tileset (XML tile strips, Tiled .tsx) into PROJECT/tilesets/
  import-tmx FILE --into PROJECT [--level NAME] [--pixels-per-unit N]
                     import a Tiled map: its tilesets, tile layers on the level's chain links,
                     object groups as Markers and Triggers
  suggest-nav PROJECT --level NAME --character NAME [--spacing N]
                     add a suggested pathing graph to a free level: nav nodes on what the
                     character can walk, links where it can walk, jump, fall or grip
  run PROJECT [--level NAME] [--ticks N] [--inputs FILE] [--seed S] [--players 1|2] [--record FILE]
                     play a level headless; prints 'ticks', 'hash' (of the whole state),
                     'tick_us_median' and 'tick_us_p99'; --inputs replays a recording,
                     --record writes the inputs used (format: README, 'Input recordings')
                     [--hash-trail FILE [--dump-at TICK]] writes the hash after every tick
                     (and every entity's state after TICK) for compare-trails
  test PROJECT [--update [--trail]]
                     run the replay tests in PROJECT/tests (NAME.inputs + NAME.expect.json);
                     one PASS/FAIL line each, exit status 1 on a failure; --update rewrites
                     their expected hashes, ticks and trails (--trail: add trails)
  compare-trails A B [--dump]
                     name the first tick where two hash trails differ (exit 1; 0 when they
                     match); --dump lists the entities and fields that differ there
  bench-sim [--enemies 500] [--bullets 5000] [--particles 2000] [--ticks 600]
                     time the simulation on a generated stress level; prints tick_us_median,
                     tick_us_p99, allocs_per_tick and the live counts it reached
  bench-sim --kind platformer [--movers 200] [--bodies 1000] [--ticks 600]
                     the same on a platformer level: moving platforms and doors pushing
                     crates and characters; prints the same figures and crushes_per_second
  bench-sim --kind creatures [--monsters 500] [--nodes 2000] [--movers 200] [--ticks 600]
                     the same with monsters planning and walking routes on a pathing graph;
                     prints the same figures and routes_planned_per_second
  graph-codegen GRAPH [--snippets DIR] [--stage graph|fragment|vertex|qml]
                     print the GLSL generated from a texture graph (*.graph.json); --stage
                     fragment/vertex prints the Qt Quick 3D material shader, qml its QML

Options:
  --version          print the version
  --help             print this help

PROJECT is a project folder or its project.json. Exit status: 0 success, 1 error.
</source>
        <translation type="vanished">Aufruf: scrollwork-cli &lt;Befehl&gt; [Argumente]

Befehle:
  new ORDNER [--template empty|shooter|platformer] [--name NAME]
                     ein Projekt in ORDNER (neu oder leer) aus einer Vorlage anlegen; 'shooter' und 'platformer' sind sofort spielbar
  validate PROJEKT   ein Projekt prüfen; gibt je Problem eine Zeile 'Datei: Stelle: Meldung' aus
  resave PROJEKT     jede Datei eines Projekts laden und in kanonischer Form speichern
  info PROJEKT       Anzahl der Level, Kacheln, Objekte und Assets als 'Schlüssel: Wert' ausgeben
  import-mesh DATEI --into PROJEKT [--name NAME] [--scale S] [--up y|z] [--mesh NAME]... [--replace]
                     ein Mesh (glTF, OBJ, FBX, Collada ...) und die Dateien, auf die es verweist, nach
                     PROJEKT/meshes/NAME/ kopieren; gibt 'imported: meshes/NAME/DATEI' und seine Warnungen aus
  import-tileset DATEI --into PROJEKT
                     ein Tileset (XML-Kachelstreifen, Tiled .tsx) nach PROJEKT/tilesets/ importieren
  import-tmx DATEI --into PROJEKT [--level NAME] [--pixels-per-unit N]
                     eine Tiled-Karte importieren: ihre Tilesets, Kachelebenen an den Kettengliedern
                     des Levels, Objektgruppen als Markierungen und Auslöser
  suggest-nav PROJEKT --level NAME --character NAME [--spacing N]
                     einem freien Level einen vorgeschlagenen Navigationsgraphen hinzufügen: Nav-Knoten,
                     wo die Figur gehen kann, Verknüpfungen, wo sie gehen, springen, fallen oder greifen kann
  run PROJEKT [--level NAME] [--ticks N] [--inputs DATEI] [--seed S] [--players 1|2] [--record DATEI]
                     ein Level ohne Fenster spielen; gibt 'ticks', 'hash' (des ganzen Zustands),
                     'tick_us_median' und 'tick_us_p99' aus; --inputs spielt eine Aufnahme ab,
                     --record schreibt die verwendeten Eingaben (Format: README, 'Input recordings')
                     [--hash-trail DATEI [--dump-at TICK]] schreibt den Hash nach jedem Tick
                     (und den Zustand jedes Objekts nach TICK) für compare-trails
  test PROJEKT [--update [--trail]]
                     die Wiederholungstests in PROJEKT/tests ausführen (NAME.inputs + NAME.expect.json);
                     je eine Zeile PASS/FAIL, Exit-Status 1 bei einem Fehlschlag; --update schreibt
                     ihre erwarteten Hashes, Ticks und Spuren neu (--trail: Spuren hinzufügen)
  compare-trails A B [--dump]
                     den ersten Tick nennen, an dem sich zwei Hash-Spuren unterscheiden (Exit 1; 0, wenn
                     sie übereinstimmen); --dump listet die Objekte und Felder auf, die sich dort unterscheiden
  bench-sim [--enemies 500] [--bullets 5000] [--particles 2000] [--ticks 600]
                     die Simulation auf einem erzeugten Stress-Level messen; gibt tick_us_median,
                     tick_us_p99, allocs_per_tick und die erreichten Live-Anzahlen aus
  bench-sim --kind platformer [--movers 200] [--bodies 1000] [--ticks 600]
                     dasselbe auf einem Platformer-Level: bewegte Plattformen und Türen schieben
                     Kisten und Figuren; gibt dieselben Werte und crushes_per_second aus
  bench-sim --kind creatures [--monsters 500] [--nodes 2000] [--movers 200] [--ticks 600]
                     dasselbe mit Monstern, die Routen auf einem Navigationsgraphen planen und ablaufen;
                     gibt dieselben Werte und routes_planned_per_second aus
  graph-codegen GRAPH [--snippets ORDNER] [--stage graph|fragment|vertex|qml]
                     das aus einem Texturgraphen (*.graph.json) erzeugte GLSL ausgeben; --stage
                     fragment/vertex gibt den Qt-Quick-3D-Material-Shader aus, qml sein QML

Optionen:
  --version          die Version ausgeben
  --help             diese Hilfe ausgeben

PROJEKT ist ein Projektordner oder dessen project.json. Exit-Status: 0 Erfolg, 1 Fehler.
</translation>
    </message>
    <message>
        <source>Usage: scrollwork-cli &lt;command&gt; [arguments]

Commands:
  new DIR [--template empty|shooter|platformer] [--name NAME]
                     make a project in DIR (new or empty) from a template; 'shooter' and 'platformer' play at once
  validate PROJECT   check a project; prints one 'file: where: message' line per problem
  resave PROJECT     load and save every file of a project in canonical form
  info PROJECT       print counts of levels, tiles, objects and assets as 'key: value'
  import-mesh FILE --into PROJECT [--name NAME] [--scale S] [--up y|z] [--mesh NAME]... [--replace]
                     copy a mesh (glTF, OBJ, FBX, Collada ...) and the files it refers to into
                     PROJECT/meshes/NAME/; prints 'imported: meshes/NAME/FILE' and its warnings
  import-tileset FILE --into PROJECT
                     import a tileset (XML tile strips, Tiled .tsx) into PROJECT/tilesets/
  import-tmx FILE --into PROJECT [--level NAME] [--pixels-per-unit N]
                     import a Tiled map: its tilesets, tile layers on the level's chain links,
                     object groups as Markers and Triggers
  suggest-nav PROJECT --level NAME --character NAME [--spacing N]
                     add a suggested pathing graph to a free level: nav nodes on what the
                     character can walk, links where it can walk, jump, fall or grip
  run PROJECT [--level NAME] [--ticks N] [--inputs FILE] [--seed S] [--players 1|2] [--record FILE]
                     play a level headless; prints 'ticks', 'hash' (of the whole state),
                     'tick_us_median' and 'tick_us_p99'; --inputs replays a recording,
                     --record writes the inputs used (format: README, 'Input recordings')
                     [--hash-trail FILE [--dump-at TICK]] writes the hash after every tick
                     (and every entity's state after TICK) for compare-trails
  export-game PROJECT --out DIR [--replace]
                     write DIR: the player and the game's content (only what it uses) in one
                     checked archive, to run without the editor (DIR/run.sh, DIR/README.txt)
  test PROJECT [--update [--trail]]
                     run the replay tests in PROJECT/tests (NAME.inputs + NAME.expect.json);
                     one PASS/FAIL line each, exit status 1 on a failure; --update rewrites
                     their expected hashes, ticks and trails (--trail: add trails)
  compare-trails A B [--dump]
                     name the first tick where two hash trails differ (exit 1; 0 when they
                     match); --dump lists the entities and fields that differ there
  bench-sim [--enemies 500] [--bullets 5000] [--particles 2000] [--ticks 600]
                     time the simulation on a generated stress level; prints tick_us_median,
                     tick_us_p99, allocs_per_tick and the live counts it reached
  bench-sim --kind platformer [--movers 200] [--bodies 1000] [--ticks 600]
                     the same on a platformer level: moving platforms and doors pushing
                     crates and characters; prints the same figures and crushes_per_second
  bench-sim --kind creatures [--monsters 500] [--nodes 2000] [--movers 200] [--ticks 600]
                     the same with monsters planning and walking routes on a pathing graph;
                     prints the same figures and routes_planned_per_second
  graph-codegen GRAPH [--snippets DIR] [--stage graph|fragment|vertex|qml]
                     print the GLSL generated from a texture graph (*.graph.json); --stage
                     fragment/vertex prints the Qt Quick 3D material shader, qml its QML

Options:
  --version          print the version
  --help             print this help

PROJECT is a project folder or its project.json. Exit status: 0 success, 1 error.
</source>
        <translation type="vanished">Aufruf: scrollwork-cli &lt;Befehl&gt; [Argumente]

Befehle:
  new ORDNER [--template empty|shooter|platformer] [--name NAME]
                     ein Projekt in ORDNER (neu oder leer) aus einer Vorlage anlegen; 'shooter' und 'platformer' sind sofort spielbar
  validate PROJEKT   ein Projekt prüfen; gibt je Problem eine Zeile 'Datei: Stelle: Meldung' aus
  resave PROJEKT     jede Datei eines Projekts laden und in kanonischer Form speichern
  info PROJEKT       Anzahl der Level, Kacheln, Objekte und Assets als 'Schlüssel: Wert' ausgeben
  import-mesh DATEI --into PROJEKT [--name NAME] [--scale S] [--up y|z] [--mesh NAME]... [--replace]
                     ein Mesh (glTF, OBJ, FBX, Collada ...) und die Dateien, auf die es verweist, nach
                     PROJEKT/meshes/NAME/ kopieren; gibt 'imported: meshes/NAME/DATEI' und seine Warnungen aus
  import-tileset DATEI --into PROJEKT
                     ein Tileset (XML-Kachelstreifen, Tiled .tsx) nach PROJEKT/tilesets/ importieren
  import-tmx DATEI --into PROJEKT [--level NAME] [--pixels-per-unit N]
                     eine Tiled-Karte importieren: ihre Tilesets, Kachelebenen an den Kettengliedern
                     des Levels, Objektgruppen als Markierungen und Auslöser
  suggest-nav PROJEKT --level NAME --character NAME [--spacing N]
                     einem freien Level einen vorgeschlagenen Navigationsgraphen hinzufügen: Nav-Knoten,
                     wo die Figur gehen kann, Verknüpfungen, wo sie gehen, springen, fallen oder greifen kann
  run PROJEKT [--level NAME] [--ticks N] [--inputs DATEI] [--seed S] [--players 1|2] [--record DATEI]
                     ein Level ohne Fenster spielen; gibt 'ticks', 'hash' (des ganzen Zustands),
                     'tick_us_median' und 'tick_us_p99' aus; --inputs spielt eine Aufnahme ab,
                     --record schreibt die verwendeten Eingaben (Format: README, 'Input recordings')
                     [--hash-trail DATEI [--dump-at TICK]] schreibt den Hash nach jedem Tick
                     (und den Zustand jedes Objekts nach TICK) für compare-trails
  export-game PROJEKT --out ORDNER [--replace]
                     ORDNER schreiben: den Player und den Inhalt des Spiels (nur was es nutzt) in
                     einem geprüften Archiv, spielbar ohne den Editor (ORDNER/run.sh, ORDNER/README.txt)
  test PROJEKT [--update [--trail]]
                     die Wiederholungstests in PROJEKT/tests ausführen (NAME.inputs + NAME.expect.json);
                     je eine Zeile PASS/FAIL, Exit-Status 1 bei einem Fehlschlag; --update schreibt
                     ihre erwarteten Hashes, Ticks und Spuren neu (--trail: Spuren hinzufügen)
  compare-trails A B [--dump]
                     den ersten Tick nennen, an dem sich zwei Hash-Spuren unterscheiden (Exit 1; 0, wenn
                     sie übereinstimmen); --dump listet die Objekte und Felder auf, die sich dort unterscheiden
  bench-sim [--enemies 500] [--bullets 5000] [--particles 2000] [--ticks 600]
                     die Simulation auf einem erzeugten Stress-Level messen; gibt tick_us_median,
                     tick_us_p99, allocs_per_tick und die erreichten Live-Anzahlen aus
  bench-sim --kind platformer [--movers 200] [--bodies 1000] [--ticks 600]
                     dasselbe auf einem Platformer-Level: bewegte Plattformen und Türen schieben
                     Kisten und Figuren; gibt dieselben Werte und crushes_per_second aus
  bench-sim --kind creatures [--monsters 500] [--nodes 2000] [--movers 200] [--ticks 600]
                     dasselbe mit Monstern, die Routen auf einem Navigationsgraphen planen und ablaufen;
                     gibt dieselben Werte und routes_planned_per_second aus
  graph-codegen GRAPH [--snippets ORDNER] [--stage graph|fragment|vertex|qml]
                     das aus einem Texturgraphen (*.graph.json) erzeugte GLSL ausgeben; --stage
                     fragment/vertex gibt den Qt-Quick-3D-Material-Shader aus, qml sein QML

Optionen:
  --version          die Version ausgeben
  --help             diese Hilfe ausgeben

PROJEKT ist ein Projektordner oder dessen project.json. Exit-Status: 0 Erfolg, 1 Fehler.
</translation>
    </message>
    <message>
        <location filename="../editor/cli/cli_commands.cpp" line="+36" />
        <source>Usage: scrollwork-cli &lt;command&gt; [arguments]

Commands:
  new DIR [--template empty|shooter|platformer] [--name NAME]
                     make a project in DIR (new or empty) from a template; 'shooter' and 'platformer' play at once
  validate PROJECT   check a project; prints one 'file: where: message' line per problem
  resave PROJECT     load and save every file of a project in canonical form
  info PROJECT       print counts of levels, tiles, objects and assets as 'key: value'
  import-mesh FILE --into PROJECT [--name NAME] [--scale S] [--up y|z] [--mesh NAME]... [--replace]
                     copy a mesh (glTF, OBJ, FBX, Collada ...) and the files it refers to into
                     PROJECT/meshes/NAME/; prints 'imported: meshes/NAME/FILE' and its warnings
  import-tileset FILE --into PROJECT
                     import a tileset (XML tile strips, Tiled .tsx) into PROJECT/tilesets/
  import-tmx FILE --into PROJECT [--level NAME] [--pixels-per-unit N]
                     import a Tiled map: its tilesets, tile layers on the level's chain links,
                     object groups as Markers and Triggers
  suggest-nav PROJECT --level NAME --character NAME [--spacing N]
                     add a suggested pathing graph to a free level: nav nodes on what the
                     character can walk, links where it can walk, jump, fall or grip
  run PROJECT [--level NAME] [--ticks N] [--inputs FILE] [--seed S] [--players 1|2] [--record FILE]
                     play a level headless; prints 'ticks', 'hash' (of the whole state),
                     'tick_us_median' and 'tick_us_p99'; --inputs replays a recording,
                     --record writes the inputs used (format: README, 'Input recordings')
                     [--hash-trail FILE [--dump-at TICK]] writes the hash after every tick
                     (and every entity's state after TICK) for compare-trails;
                     [--game] plays the whole game from the level on (without --level: the
                     game's first): results screens, the next levels, the ships carried over
  export-game PROJECT --out DIR [--replace]
                     write DIR: the player and the game's content (only what it uses) in one
                     checked archive, to run without the editor (DIR/run.sh, DIR/README.txt)
  test PROJECT [--update [--trail]]
                     run the replay tests in PROJECT/tests (NAME.inputs + NAME.expect.json);
                     one PASS/FAIL line each, exit status 1 on a failure; --update rewrites
                     their expected hashes, ticks and trails (--trail: add trails)
  compare-trails A B [--dump]
                     name the first tick where two hash trails differ (exit 1; 0 when they
                     match); --dump lists the entities and fields that differ there
  bench-sim [--enemies 500] [--bullets 5000] [--particles 2000] [--ticks 600]
                     time the simulation on a generated stress level; prints tick_us_median,
                     tick_us_p99, allocs_per_tick and the live counts it reached
  bench-sim --kind platformer [--movers 200] [--bodies 1000] [--ticks 600]
                     the same on a platformer level: moving platforms and doors pushing
                     crates and characters; prints the same figures and crushes_per_second
  bench-sim --kind creatures [--monsters 500] [--nodes 2000] [--movers 200] [--ticks 600]
                     the same with monsters planning and walking routes on a pathing graph;
                     prints the same figures and routes_planned_per_second
  graph-codegen GRAPH [--snippets DIR] [--stage graph|fragment|vertex|qml]
                     print the GLSL generated from a texture graph (*.graph.json); --stage
                     fragment/vertex prints the Qt Quick 3D material shader, qml its QML

Options:
  --version          print the version
  --help             print this help

PROJECT is a project folder or its project.json. Exit status: 0 success, 1 error.
</source>
        <translation>Aufruf: scrollwork-cli &lt;Befehl&gt; [Argumente]

Befehle:
  new ORDNER [--template empty|shooter|platformer] [--name NAME]
                     ein Projekt in ORDNER (neu oder leer) aus einer Vorlage anlegen; 'shooter' und 'platformer' sind sofort spielbar
  validate PROJEKT   ein Projekt prüfen; gibt je Problem eine Zeile 'Datei: Stelle: Meldung' aus
  resave PROJEKT     jede Datei eines Projekts laden und in kanonischer Form speichern
  info PROJEKT       Anzahl der Level, Kacheln, Objekte und Assets als 'Schlüssel: Wert' ausgeben
  import-mesh DATEI --into PROJEKT [--name NAME] [--scale S] [--up y|z] [--mesh NAME]... [--replace]
                     ein Mesh (glTF, OBJ, FBX, Collada ...) und die Dateien, auf die es verweist, nach
                     PROJEKT/meshes/NAME/ kopieren; gibt 'imported: meshes/NAME/DATEI' und seine Warnungen aus
  import-tileset DATEI --into PROJEKT
                     ein Tileset (XML-Kachelstreifen, Tiled .tsx) nach PROJEKT/tilesets/ importieren
  import-tmx DATEI --into PROJEKT [--level NAME] [--pixels-per-unit N]
                     eine Tiled-Karte importieren: ihre Tilesets, Kachelebenen an den Kettengliedern
                     des Levels, Objektgruppen als Markierungen und Auslöser
  suggest-nav PROJEKT --level NAME --character NAME [--spacing N]
                     einem freien Level einen vorgeschlagenen Navigationsgraphen hinzufügen: Nav-Knoten,
                     wo die Figur gehen kann, Verknüpfungen, wo sie gehen, springen, fallen oder greifen kann
  run PROJEKT [--level NAME] [--ticks N] [--inputs DATEI] [--seed S] [--players 1|2] [--record DATEI]
                     ein Level ohne Fenster spielen; gibt 'ticks', 'hash' (des ganzen Zustands),
                     'tick_us_median' und 'tick_us_p99' aus; --inputs spielt eine Aufnahme ab,
                     --record schreibt die verwendeten Eingaben (Format: README, 'Input recordings')
                     [--hash-trail DATEI [--dump-at TICK]] schreibt den Hash nach jedem Tick
                     (und den Zustand jedes Objekts nach TICK) für compare-trails;
                     [--game] spielt das ganze Spiel ab dem Level (ohne --level: ab dem ersten
                     des Spiels): Ergebnisbildschirme, die nächsten Level, die Schiffe mitgenommen
  export-game PROJEKT --out ORDNER [--replace]
                     ORDNER schreiben: den Player und den Inhalt des Spiels (nur was es nutzt) in
                     einem geprüften Archiv, spielbar ohne den Editor (ORDNER/run.sh, ORDNER/README.txt)
  test PROJEKT [--update [--trail]]
                     die Wiederholungstests in PROJEKT/tests ausführen (NAME.inputs + NAME.expect.json);
                     je eine Zeile PASS/FAIL, Exit-Status 1 bei einem Fehlschlag; --update schreibt
                     ihre erwarteten Hashes, Ticks und Spuren neu (--trail: Spuren hinzufügen)
  compare-trails A B [--dump]
                     den ersten Tick nennen, an dem sich zwei Hash-Spuren unterscheiden (Exit 1; 0, wenn
                     sie übereinstimmen); --dump listet die Objekte und Felder auf, die sich dort unterscheiden
  bench-sim [--enemies 500] [--bullets 5000] [--particles 2000] [--ticks 600]
                     die Simulation auf einem erzeugten Stress-Level messen; gibt tick_us_median,
                     tick_us_p99, allocs_per_tick und die erreichten Live-Anzahlen aus
  bench-sim --kind platformer [--movers 200] [--bodies 1000] [--ticks 600]
                     dasselbe auf einem Platformer-Level: bewegte Plattformen und Türen schieben
                     Kisten und Figuren; gibt dieselben Werte und crushes_per_second aus
  bench-sim --kind creatures [--monsters 500] [--nodes 2000] [--movers 200] [--ticks 600]
                     dasselbe mit Monstern, die Routen auf einem Navigationsgraphen planen und ablaufen;
                     gibt dieselben Werte und routes_planned_per_second aus
  graph-codegen GRAPH [--snippets ORDNER] [--stage graph|fragment|vertex|qml]
                     das aus einem Texturgraphen (*.graph.json) erzeugte GLSL ausgeben; --stage
                     fragment/vertex gibt den Qt-Quick-3D-Material-Shader aus, qml sein QML

Optionen:
  --version          die Version ausgeben
  --help             diese Hilfe ausgeben

PROJEKT ist ein Projektordner oder dessen project.json. Exit-Status: 0 Erfolg, 1 Fehler.
</translation>
    </message>
    <message>
        <location line="+78" />
        <source>%1 problem(s) found</source>
        <translation>%1 Problem(e) gefunden</translation>
    </message>
    <message>
        <location line="+3" />
        <source>%1 warning(s), no errors</source>
        <translation>%1 Warnung(en), keine Fehler</translation>
    </message>
    <message>
        <location line="+12" />
        <source>saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <location line="+57" />
        <source>unknown command '%1'</source>
        <translation>unbekannter Befehl '%1'</translation>
    </message>
    <message>
        <location line="+4" />
        <source>'%1' takes exactly one PROJECT argument</source>
        <translation>'%1' erwartet genau ein PROJEKT-Argument</translation>
    </message>
    <message>
        <location filename="../editor/cli/cli_options.cpp" line="+22" />
        <location filename="../editor/cli/export_game_command.cpp" line="+19" />
        <location filename="../editor/cli/graph_codegen_command.cpp" line="+32" />
        <location filename="../editor/cli/import_mesh_command.cpp" line="+40" />
        <source>'%1' needs a value</source>
        <translation>'%1' braucht einen Wert</translation>
    </message>
    <message>
        <location line="+6" />
        <source>'%1' is given twice</source>
        <translation>'%1' ist doppelt angegeben</translation>
    </message>
    <message>
        <location line="+5" />
        <source>unknown option '%1' for %2</source>
        <translation>unbekannte Option '%1' für %2</translation>
    </message>
    <message>
        <location line="+5" />
        <source>%1 takes one %2, got '%3' and '%4'</source>
        <translation>%1 erwartet genau ein Argument %2, erhalten: '%3' und '%4'</translation>
    </message>
    <message>
        <source>%1 takes one PROJECT, got '%2' and '%3'</source>
        <translation type="vanished">%1 erwartet ein PROJEKT, erhalten: '%2' und '%3'</translation>
    </message>
    <message>
        <location line="+12" />
        <source>%1 '%2' is not a whole number from %3 to %4</source>
        <translation>%1 '%2' ist keine ganze Zahl von %3 bis %4</translation>
    </message>
    <message>
        <location filename="../editor/cli/import_mesh_command.cpp" line="+6" />
        <source>--name '%1' may only hold a-z, 0-9 and '_' (for example '%2')</source>
        <translation>--name '%1' darf nur a-z, 0-9 und '_' enthalten (zum Beispiel '%2')</translation>
    </message>
    <message>
        <location line="+6" />
        <source>--scale '%1' is not a positive number</source>
        <translation>--scale '%1' ist keine positive Zahl</translation>
    </message>
    <message>
        <location line="+5" />
        <source>--up '%1' must be y or z</source>
        <translation>--up '%1' muss y oder z sein</translation>
    </message>
    <message>
        <location filename="../editor/cli/graph_codegen_command.cpp" line="+5" />
        <location filename="../editor/cli/import_mesh_command.cpp" line="+9" />
        <source>unknown option '%1'</source>
        <translation>unbekannte Option '%1'</translation>
    </message>
    <message>
        <location line="+5" />
        <source>'graph-codegen' takes one GRAPH file</source>
        <translation>'graph-codegen' erwartet eine GRAPH-Datei</translation>
    </message>
    <message>
        <location line="+7" />
        <source>'graph-codegen' needs a GRAPH file</source>
        <translation>'graph-codegen' braucht eine GRAPH-Datei</translation>
    </message>
    <message>
        <location line="+1" />
        <source>--stage must be graph, fragment, vertex or qml</source>
        <translation>--stage muss graph, fragment, vertex oder qml sein</translation>
    </message>
    <message>
        <location line="+8" />
        <source>cannot find the snippet library; pass --snippets DIR</source>
        <translation>Snippet-Bibliothek nicht gefunden; --snippets ORDNER angeben</translation>
    </message>
    <message>
        <location filename="../editor/cli/import_mesh_command.cpp" line="+4" />
        <source>import-mesh takes one FILE, got '%1' and '%2'</source>
        <translation>import-mesh erwartet eine DATEI, erhielt '%1' und '%2'</translation>
    </message>
    <message>
        <location line="+3" />
        <source>import-mesh needs a mesh FILE</source>
        <translation>import-mesh braucht eine Mesh-DATEI</translation>
    </message>
    <message>
        <location line="+1" />
        <source>import-mesh needs --into PROJECT</source>
        <translation>import-mesh braucht --into PROJEKT</translation>
    </message>
    <message>
        <location line="+39" />
        <source>the project's asset folders do not list '%1'; add it to see imported meshes in the Project dock</source>
        <translation>die Asset-Ordner des Projekts enthalten '%1' nicht; fügen Sie ihn hinzu, um importierte Meshes im Projekt-Dock zu sehen</translation>
    </message>
    <message>
        <location filename="../editor/cli/bench_sim_command.cpp" line="+206" />
        <source>bench-sim takes no PROJECT (it builds its own level), got '%1'</source>
        <translation>bench-sim erwartet kein PROJEKT (es baut sein eigenes Level), erhalten: '%1'</translation>
    </message>
    <message>
        <location line="+9" />
        <source>bench-sim --kind takes shooter, platformer or creatures, not '%1'</source>
        <translation>bench-sim --kind nimmt shooter, platformer oder creatures, nicht '%1'</translation>
    </message>
    <message>
        <source>bench-sim --kind takes shooter or platformer, not '%1'</source>
        <translation type="vanished">bench-sim --kind nimmt shooter oder platformer, nicht '%1'</translation>
    </message>
    <message>
        <location filename="../editor/cli/run_command.cpp" line="+34" />
        <source>the project has no level</source>
        <translation>das Projekt hat kein Level</translation>
    </message>
    <message>
        <source>the project has %1 levels; choose one with --level (%2)</source>
        <translation type="vanished">das Projekt hat %1 Level; eines mit --level wählen (%2)</translation>
    </message>
    <message>
        <location line="+6" />
        <source>no level named '%1' (levels: %2)</source>
        <translation>kein Level namens '%1' (Level: %2)</translation>
    </message>
    <message>
        <location line="+19" />
        <source>run needs a PROJECT</source>
        <translation>run braucht ein PROJEKT</translation>
    </message>
    <message>
        <location line="+29" />
        <source>run needs --ticks N (or an --inputs recording that says how many ticks it ran)</source>
        <translation>run braucht --ticks N (oder eine --inputs-Aufnahme, die ihre Tick-Anzahl nennt)</translation>
    </message>
    <message>
        <location line="+17" />
        <source>warning: the inputs were recorded on level '%1', running '%2'</source>
        <translation>Warnung: die Eingaben wurden in Level '%1' aufgenommen, es läuft '%2'</translation>
    </message>
    <message>
        <location line="+33" />
        <source>--dump-at writes into the hash trail: give --hash-trail FILE too</source>
        <translation>--dump-at schreibt in die Hash-Spur: geben Sie auch --hash-trail DATEI an</translation>
    </message>
    <message>
        <location filename="../editor/cli/net_cli_setup.cpp" line="+14" />
        <source>%1 '%2' is not a number from 0 to 1</source>
        <translation>%1 '%2' ist keine Zahl von 0 bis 1</translation>
    </message>
    <message>
        <location line="+12" />
        <source>%1 '%2' is not a number of milliseconds from 0 to 10000</source>
        <translation>%1 '%2' ist keine Anzahl Millisekunden von 0 bis 10000</translation>
    </message>
    <message>
        <location line="+25" />
        <source>a PROJECT is needed</source>
        <translation>ein PROJECT fehlt</translation>
    </message>
    <message>
        <location line="+21" />
        <location filename="../editor/cli/run_command.cpp" line="-20" />
        <source>--seed '%1' is not a whole number from 0 to 18446744073709551615</source>
        <translation>--seed '%1' ist keine ganze Zahl von 0 bis 18446744073709551615</translation>
    </message>
    <message>
        <location line="+14" />
        <source>--ticks N is needed (or an --inputs recording that says how many ticks it ran)</source>
        <translation>--ticks N fehlt (oder eine --inputs-Aufzeichnung, die sagt, wie viele Ticks sie lief)</translation>
    </message>
    <message>
        <location filename="../editor/cli/run_command.cpp" line="+48" />
        <source>note: %1</source>
        <translation>Hinweis: %1</translation>
    </message>
    <message>
        <source>takes one FILE, got '%1' and '%2'</source>
        <translation type="vanished">erwartet eine DATEI, erhielt '%1' und '%2'</translation>
    </message>
    <message>
        <source>needs a FILE to import</source>
        <translation type="vanished">braucht eine zu importierende DATEI</translation>
    </message>
    <message>
        <source>needs --into PROJECT</source>
        <translation type="vanished">braucht --into PROJEKT</translation>
    </message>
    <message>
        <location filename="../editor/cli/import_tileset_command.cpp" line="+22" />
        <source>%1 needs a FILE to import</source>
        <translation>%1 braucht eine zu importierende DATEI</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 needs --into PROJECT</source>
        <translation>%1 braucht --into PROJEKT</translation>
    </message>
    <message>
        <location line="+16" />
        <source>no tileset format reads this file (formats: %1; plugins searched in %2)</source>
        <translation>kein Tileset-Format liest diese Datei (Formate: %1; Plugins gesucht in %2)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>none loaded</source>
        <translation>keines geladen</translation>
    </message>
    <message>
        <location filename="../editor/cli/import_tmx_command.cpp" line="+27" />
        <source>--pixels-per-unit '%1' is not a positive number</source>
        <translation>--pixels-per-unit '%1' ist keine positive Zahl</translation>
    </message>
    <message>
        <location line="+10" />
        <source>no map format reads this file (plugins searched in %1)</source>
        <translation>kein Kartenformat liest diese Datei (Plugins gesucht in %1)</translation>
    </message>
    <message>
        <location filename="../editor/cli/new_command.cpp" line="+16" />
        <source>new needs a DIR</source>
        <translation>new braucht ein VERZEICHNIS (DIR)</translation>
    </message>
    <message>
        <location filename="../editor/cli/compare_trails_command.cpp" line="+16" />
        <source>note: the trails were recorded with different %1: '%2' and '%3'</source>
        <translation>Hinweis: Die Spuren wurden mit verschiedenen %1 aufgezeichnet: '%2' und '%3'</translation>
    </message>
    <message>
        <location line="+13" />
        <source>unknown option '%1' for compare-trails</source>
        <translation>unbekannte Option '%1' für compare-trails</translation>
    </message>
    <message>
        <location line="+7" />
        <source>compare-trails needs two trail files: compare-trails A B [--dump]</source>
        <translation>compare-trails braucht zwei Spurdateien: compare-trails A B [--dump]</translation>
    </message>
    <message>
        <location line="+13" />
        <source>levels</source>
        <translation>Levels</translation>
    </message>
    <message>
        <location line="+1" />
        <source>seeds</source>
        <translation>Seeds</translation>
    </message>
    <message>
        <location line="+2" />
        <source>player counts</source>
        <translation>Spielerzahlen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>input recordings</source>
        <translation>Eingabeaufzeichnungen</translation>
    </message>
    <message>
        <location line="+17" />
        <source>ends after %1 ticks</source>
        <translation>endet nach %1 Ticks</translation>
    </message>
    <message>
        <location line="+11" />
        <source>%1 holds no state dump of tick %2: run it again with --hash-trail %1 --dump-at %2</source>
        <translation>%1 enthält keinen Zustandsabzug von Tick %2: erneut ausführen mit --hash-trail %1 --dump-at %2</translation>
    </message>
    <message>
        <location filename="../editor/cli/net_run_command.cpp" line="+28" />
        <source>run takes either --host PORT or --join HOST:PORT, not both</source>
        <translation>run nimmt entweder --host PORT oder --join HOST:PORT, nicht beides</translation>
    </message>
    <message>
        <location line="+23" />
        <source>--spectators PORT is for the host</source>
        <translation>--spectators PORT ist nur für den Host</translation>
    </message>
    <message>
        <location line="+43" />
        <source>hosting on UDP port %1; waiting for a player to join</source>
        <translation>Host auf UDP-Port %1; warte auf einen Mitspieler</translation>
    </message>
    <message>
        <location line="+21" />
        <source>nobody joined within %1 s</source>
        <translation>niemand ist innerhalb von %1 s beigetreten</translation>
    </message>
    <message>
        <source>
Network co-op:
  run PROJECT --host PORT | --join HOST:PORT [--inputs FILE] [--ticks N] [--input-delay D]
      [--rollback-limit L] [--timeout-ms T] [--report-dir DIR] [--record FILE] [--realtime]
                     play one session with another process (host: player 1, joiner: player 2)
                     over UDP (ENet); prints the final hash, rollbacks, stalls and bytes per second
  net-sim PROJECT [--level L] [--ticks N] [--latency MS] [--jitter MS] [--loss P] [--duplicate P]
      [--reorder P] [--inputs-a FILE] [--inputs-b FILE]
                     two peers in this process through a simulated network; prints both hashes,
                     the offline hash of the merged inputs, rollbacks, longest stall, bytes/s
  net-relay --listen P --to HOST:Q [--latency MS] [--jitter MS] [--loss P] [--duplicate P]
      [--reorder P] [--seconds S]
                     relay UDP from port P to HOST:Q through a simulated bad network
</source>
        <translation type="vanished">
Netzwerk-Koop:
  run PROJEKT --host PORT | --join HOST:PORT [--inputs DATEI] [--ticks N] [--input-delay D]
      [--rollback-limit L] [--timeout-ms T] [--report-dir ORDNER] [--record DATEI] [--realtime]
                     eine Sitzung mit einem anderen Prozess spielen (Host: Spieler 1, Beitretender: Spieler 2)
                     über UDP (ENet); gibt den End-Hash, Rollbacks, Stillstände und Bytes pro Sekunde aus
  net-sim PROJEKT [--level L] [--ticks N] [--latency MS] [--jitter MS] [--loss P] [--duplicate P]
      [--reorder P] [--inputs-a DATEI] [--inputs-b DATEI]
                     zwei Gegenstellen in diesem Prozess über ein simuliertes Netzwerk; gibt beide Hashes,
                     den Offline-Hash der zusammengeführten Eingaben, Rollbacks, längsten Stillstand, Bytes/s aus
  net-relay --listen P --to HOST:Q [--latency MS] [--jitter MS] [--loss P] [--duplicate P]
      [--reorder P] [--seconds S]
                     UDP von Port P an HOST:Q über ein simuliertes schlechtes Netzwerk weiterleiten
</translation>
    </message>
    <message>
        <location filename="../editor/cli/net_sim_command.cpp" line="+14" />
        <source>
Network co-op:
  run PROJECT --host PORT | --join HOST:PORT [--inputs FILE] [--ticks N] [--input-delay D]
      [--rollback-limit L] [--timeout-ms T] [--report-dir DIR] [--record FILE] [--realtime]
                     play one session with another process (host: player 1, joiner: player 2)
                     over UDP (ENet); prints the final hash, rollbacks, stalls and bytes per second;
                     the host's --spectators PORT2 lets one more process watch:
  run PROJECT --spectate HOST:PORT2 [--spectator-delay TICKS] [--realtime]
                     watch a co-op game TICKS (30) behind the players; prints its hash
  net-sim PROJECT [--level L] [--ticks N] [--latency MS] [--jitter MS] [--loss P] [--duplicate P]
      [--reorder P] [--inputs-a FILE] [--inputs-b FILE] [--spectator-delay TICKS]
                     two peers in this process through a simulated network; prints both hashes,
                     the offline hash of the merged inputs, rollbacks, longest stall, bytes/s;
                     with a spectator fed by the host, watching TICKS behind, its hash too
  net-relay --listen P --to HOST:Q [--latency MS] [--jitter MS] [--loss P] [--duplicate P]
      [--reorder P] [--seconds S] [--loss-after S]
                     relay UDP from port P to HOST:Q through a simulated bad network (the loss
                     only from S seconds on: the peers connect first)
</source>
        <translation>
Netzwerk-Koop:
  run PROJEKT --host PORT | --join HOST:PORT [--inputs DATEI] [--ticks N] [--input-delay D]
      [--rollback-limit L] [--timeout-ms T] [--report-dir ORDNER] [--record DATEI] [--realtime]
                     eine Sitzung mit einem anderen Prozess spielen (Host: Spieler 1, Beitretender: Spieler 2)
                     über UDP (ENet); gibt den End-Hash, Rollbacks, Stillstände und Bytes pro Sekunde aus;
                     --spectators PORT2 des Hosts lässt einen weiteren Prozess zusehen:
  run PROJEKT --spectate HOST:PORT2 [--spectator-delay TICKS] [--realtime]
                     einem Koop-Spiel TICKS (30) hinter den Spielern zusehen; gibt dessen Hash aus
  net-sim PROJEKT [--level L] [--ticks N] [--latency MS] [--jitter MS] [--loss P] [--duplicate P]
      [--reorder P] [--inputs-a DATEI] [--inputs-b DATEI] [--spectator-delay TICKS]
                     zwei Gegenstellen in diesem Prozess über ein simuliertes Netzwerk; gibt beide Hashes,
                     den Offline-Hash der zusammengeführten Eingaben, Rollbacks, längsten Stillstand, Bytes/s aus;
                     mit einem Zuschauer, den der Host versorgt und der TICKS zurückliegt, auch dessen Hash
  net-relay --listen P --to HOST:Q [--latency MS] [--jitter MS] [--loss P] [--duplicate P]
      [--reorder P] [--seconds S] [--loss-after S]
                     UDP von Port P an HOST:Q über ein simuliertes schlechtes Netzwerk weiterleiten (der
                     Verlust erst ab S Sekunden: die Gegenstellen verbinden sich zuerst)
</translation>
    </message>
    <message>
        <location line="+104" />
        <source>net-relay takes no PROJECT, only options</source>
        <translation>net-relay nimmt kein PROJECT, nur Optionen</translation>
    </message>
    <message>
        <location line="+2" />
        <source>net-relay needs --listen PORT and --to HOST:PORT</source>
        <translation>net-relay braucht --listen PORT und --to HOST:PORT</translation>
    </message>
    <message>
        <location line="+21" />
        <source>relaying UDP port %1 to %2:%3</source>
        <translation>leite UDP-Port %1 an %2:%3 weiter</translation>
    </message>
    <message>
        <location filename="../editor/cli/test_command.cpp" line="+20" />
        <source>test needs a PROJECT</source>
        <translation>test braucht ein PROJEKT</translation>
    </message>
    <message>
        <location line="+1" />
        <source>--trail goes with --update</source>
        <translation>--trail gehört zu --update</translation>
    </message>
    <message>
        <location line="+17" />
        <source>no replay tests in %1 (Play &gt; Save Session as Test adds one)</source>
        <translation>keine Wiederholungstests in %1 (Spielen &gt; Sitzung als Test speichern legt einen an)</translation>
    </message>
    <message>
        <location filename="../editor/cli/suggest_nav_command.cpp" line="+17" />
        <source>suggest-nav needs a PROJECT</source>
        <translation>suggest-nav braucht ein PROJEKT</translation>
    </message>
    <message>
        <location line="+3" />
        <source>suggest-nav needs --level and --character</source>
        <translation>suggest-nav braucht --level und --character</translation>
    </message>
    <message>
        <location line="+5" />
        <source>--spacing takes a number above 0</source>
        <translation>--spacing erwartet eine Zahl über 0</translation>
    </message>
    <message>
        <location line="+16" />
        <source>no character '%1' in the project</source>
        <translation>keine Figur '%1' im Projekt</translation>
    </message>
    <message>
        <location line="+1" />
        <source>no level '%1' in the project</source>
        <translation>kein Level '%1' im Projekt</translation>
    </message>
    <message>
        <location filename="../editor/cli/export_game_command.cpp" line="+9" />
        <source>unexpected argument '%1' (usage: export-game PROJECT --out DIR [--replace])</source>
        <translation>unerwartetes Argument '%1' (Aufruf: export-game PROJEKT --out ORDNER [--replace])</translation>
    </message>
    <message>
        <location line="+7" />
        <source>usage: export-game PROJECT --out DIR [--replace]</source>
        <translation>Aufruf: export-game PROJEKT --out ORDNER [--replace]</translation>
    </message>
    <message>
        <location line="+14" />
        <source>the game was not exported</source>
        <translation>das Spiel wurde nicht exportiert</translation>
    </message>
</context>
<context>
    <name>Commands</name>
    <message>
        <source>Set Level %1</source>
        <translation type="vanished">Level-%1 setzen</translation>
    </message>
    <message>
        <location filename="../editor/document/commands/set_property_command.cpp" line="+22" />
        <source>Set %1</source>
        <translation>%1 setzen</translation>
    </message>
    <message numerus="yes">
        <location line="+0" />
        <source>Set %1 on %n objects</source>
        <translation><numerusform>%1 an %Ln Objekt setzen</numerusform><numerusform>%1 an %Ln Objekten setzen</numerusform></translation>
    </message>
    <message>
        <location filename="../editor/document/commands/commands.cpp" line="+29" />
        <source>Add %1</source>
        <translation>%1 hinzufügen</translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>Add %n objects</source>
        <translation><numerusform>%Ln Objekt hinzufügen</numerusform><numerusform>%Ln Objekte hinzufügen</numerusform></translation>
    </message>
    <message>
        <location line="+60" />
        <source>Delete %1</source>
        <translation>%1 löschen</translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>Delete %n objects</source>
        <translation><numerusform>%Ln Objekt löschen</numerusform><numerusform>%Ln Objekte löschen</numerusform></translation>
    </message>
</context>
<context>
    <name>EffectCommands</name>
    <message>
        <location filename="../editor/document/commands/effect_commands.cpp" line="+22" />
        <source>New effect “%1”</source>
        <translation>Neuer Effekt „%1“</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Duplicate effect %1</source>
        <translation>Effekt %1 duplizieren</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Delete effect %1</source>
        <translation>Effekt %1 löschen</translation>
    </message>
    <message>
        <location line="+6" />
        <source>New emitter “%1”</source>
        <translation>Neuer Emitter „%1“</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Delete emitter %1</source>
        <translation>Emitter %1 löschen</translation>
    </message>
</context>
<context>
    <name>EnemyPartCommands</name>
    <message>
        <location filename="../editor/document/commands/enemy_part_commands.cpp" line="+117" />
        <source>Add part %1 to %2</source>
        <translation>Teil %1 zu %2 hinzufügen</translation>
    </message>
    <message>
        <location line="+14" />
        <source>Remove part %1 of %2</source>
        <translation>Teil %1 von %2 entfernen</translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>Remove %n part(s) of %1</source>
        <translation><numerusform>%Ln Teil von %1 entfernen</numerusform><numerusform>%Ln Teile von %1 entfernen</numerusform></translation>
    </message>
    <message>
        <location line="+9" />
        <source>The part is no longer there.</source>
        <translation>Das Teil ist nicht mehr da.</translation>
    </message>
    <message>
        <location line="+32" />
        <source>Rename part %1 to %2</source>
        <translation>Teil %1 in %2 umbenennen</translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>Rename part %1 to %2 (%n reference(s))</source>
        <translation><numerusform>Teil %1 in %2 umbenennen (%Ln Verweis)</numerusform><numerusform>Teil %1 in %2 umbenennen (%Ln Verweise)</numerusform></translation>
    </message>
    <message>
        <location line="+34" />
        <source>Part %1 cannot hang on itself</source>
        <translation>Teil %1 kann nicht an sich selbst hängen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Part %1 cannot hang on %2, which hangs below it</source>
        <translation>Teil %1 kann nicht an %2 hängen, das unter ihm hängt</translation>
    </message>
    <message>
        <location line="+29" />
        <source>the body</source>
        <translation>den Körper</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Move part %1 to %2</source>
        <translation>Teil %1 an %2 hängen</translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>Move %n part(s) to %1</source>
        <translation><numerusform>%Ln Teil an %1 hängen</numerusform><numerusform>%Ln Teile an %1 hängen</numerusform></translation>
    </message>
    <message>
        <location line="+18" />
        <source>Add state %1 to %2</source>
        <translation>Zustand %1 zu %2 hinzufügen</translation>
    </message>
</context>
<context>
    <name>EnemyTypeCommands</name>
    <message>
        <source>Enemy types have no property %1</source>
        <translation type="vanished">Gegnertypen haben keine Eigenschaft %1</translation>
    </message>
    <message>
        <source>An enemy type needs a name.</source>
        <translation type="vanished">Ein Gegnertyp braucht einen Namen.</translation>
    </message>
    <message>
        <source>The project already has an enemy type named "%1".</source>
        <translation type="vanished">Das Projekt hat bereits einen Gegnertyp namens „%1“.</translation>
    </message>
    <message>
        <source>Set %1 of enemy type %2</source>
        <translation type="vanished">%1 von Gegnertyp %2 setzen</translation>
    </message>
    <message>
        <source>States have no property %1</source>
        <translation type="vanished">Zustände haben keine Eigenschaft %1</translation>
    </message>
    <message>
        <source>A state needs a name.</source>
        <translation type="vanished">Ein Zustand braucht einen Namen.</translation>
    </message>
    <message>
        <source>A state name is one word without spaces, quotes, &lt; or &gt;.</source>
        <translation type="vanished">Ein Zustandsname ist ein Wort ohne Leerzeichen, Anführungszeichen, &lt; oder &gt;.</translation>
    </message>
    <message>
        <source>The enemy type "%1" already has a state named "%2".</source>
        <translation type="vanished">Der Gegnertyp „%1“ hat bereits einen Zustand namens „%2“.</translation>
    </message>
    <message>
        <source>Set %1 of state %2 of %3</source>
        <translation type="vanished">%1 von Zustand %2 von %3 setzen</translation>
    </message>
    <message>
        <location filename="../editor/document/commands/enemy_type_commands.cpp" line="+31" />
        <location line="+9" />
        <source>Add enemy type %1</source>
        <translation>Gegnertyp %1 hinzufügen</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Duplicate enemy type %1</source>
        <translation>Gegnertyp %1 duplizieren</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Remove enemy type %1</source>
        <translation>Gegnertyp %1 entfernen</translation>
    </message>
    <message>
        <source>A state needs a one-word name.</source>
        <translation type="vanished">Ein Zustand braucht einen Namen aus einem Wort.</translation>
    </message>
    <message>
        <location line="+8" />
        <location line="+9" />
        <source>Add state %1 to %2</source>
        <translation>Zustand %1 zu %2 hinzufügen</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Remove state %1 of %2</source>
        <translation>Zustand %1 von %2 entfernen</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Move state %1 of %2</source>
        <translation>Zustand %1 von %2 verschieben</translation>
    </message>
</context>
<context>
    <name>GraphCommands</name>
    <message>
        <location filename="../editor/document/commands/graph_commands.cpp" line="+56" />
        <source>Add %1 node</source>
        <translation>%1-Knoten hinzufügen</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Add comment</source>
        <translation>Kommentar hinzufügen</translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>Add %n graph item(s)</source>
        <translation><numerusform>%Ln Graphelement hinzufügen</numerusform><numerusform>%Ln Graphelemente hinzufügen</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+35" />
        <source>Delete %n graph item(s)</source>
        <translation><numerusform>%Ln Graphelement löschen</numerusform><numerusform>%Ln Graphelemente löschen</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+61" />
        <source>Move %n graph item(s)</source>
        <translation><numerusform>%Ln Graphelement verschieben</numerusform><numerusform>%Ln Graphelemente verschieben</numerusform></translation>
    </message>
    <message>
        <location line="+34" />
        <source>Connect</source>
        <translation>Verbinden</translation>
    </message>
    <message numerus="yes">
        <location line="+23" />
        <source>Disconnect %n wire(s)</source>
        <translation><numerusform>%Ln Verbindung trennen</numerusform><numerusform>%Ln Verbindungen trennen</numerusform></translation>
    </message>
    <message>
        <source>Set %1</source>
        <translation type="vanished">%1 setzen</translation>
    </message>
    <message numerus="yes">
        <source>Set %1 on %n nodes</source>
        <translation type="vanished">
            <numerusform>%1 an %Ln Knoten setzen</numerusform>
            <numerusform>%1 an %Ln Knoten setzen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+24" />
        <source>New graph %1</source>
        <translation>Neuer Graph %1</translation>
    </message>
    <message>
        <location line="+36" />
        <source>Edit comment</source>
        <translation>Kommentar bearbeiten</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Resize comment</source>
        <translation>Kommentargröße ändern</translation>
    </message>
    <message>
        <location line="+29" />
        <location line="+19" />
        <location line="+71" />
        <source>The graph %1 cannot be read</source>
        <translation>Der Graph %1 ist nicht lesbar</translation>
    </message>
    <message>
        <location line="-66" />
        <source>No node type %1 in the snippet library</source>
        <translation>Kein Knotentyp %1 in der Snippet-Bibliothek</translation>
    </message>
    <message>
        <location line="+16" />
        <source>%1 has no input that takes a %2</source>
        <translation>%1 hat keinen Eingang, der %2 annimmt</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 has no output of type %2</source>
        <translation>%1 hat keinen Ausgang vom Typ %2</translation>
    </message>
    <message>
        <location line="+13" />
        <source>That wire is no longer in the graph</source>
        <translation>Diese Verbindung ist nicht mehr im Graphen</translation>
    </message>
    <message>
        <location line="+5" />
        <source>This graph has no reroute node</source>
        <translation>Dieser Graph hat keinen Umleitungsknoten</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Insert reroute</source>
        <translation>Umleitung einfügen</translation>
    </message>
    <message>
        <location line="+31" />
        <source>The clipboard holds no graph nodes: %1</source>
        <translation>Die Zwischenablage enthält keine Graphknoten: %1</translation>
    </message>
    <message>
        <location line="+4" />
        <source>The clipboard holds no graph nodes</source>
        <translation>Die Zwischenablage enthält keine Graphknoten</translation>
    </message>
    <message numerus="yes">
        <location line="+35" />
        <source>Paste %n graph item(s)</source>
        <translation><numerusform>%Ln Graphelement einfügen</numerusform><numerusform>%Ln Graphelemente einfügen</numerusform></translation>
    </message>
</context>
<context>
    <name>GraphPreview</name>
    <message>
        <location filename="../editor/ui/graph_preview/shader_error_map.cpp" line="+38" />
        <location line="+13" />
        <source>Shader error: %1</source>
        <translation>Shader-Fehler: %1</translation>
    </message>
    <message>
        <location line="-3" />
        <source>%1, line %2</source>
        <translation>%1, Zeile %2</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Shader error (%1): %2</source>
        <translation>Shader-Fehler (%1): %2</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Shader error at line %1: %2</source>
        <translation>Shader-Fehler in Zeile %1: %2</translation>
    </message>
</context>
<context>
    <name>GraphStore</name>
    <message>
        <location filename="../editor/document/stores/graph_store.cpp" line="+47" />
        <source>The snippet library was not found; texture graphs have no snippets</source>
        <translation>Die Snippet-Bibliothek wurde nicht gefunden; Texturgraphen haben keine Snippets</translation>
    </message>
    <message>
        <location line="+75" />
        <source>a graph name must be a plain file name (no folders, not starting with '.')</source>
        <translation>ein Graphname muss ein einfacher Dateiname sein (keine Ordner, nicht mit '.' beginnend)</translation>
    </message>
    <message>
        <location line="+4" />
        <source>only texture graphs are stored as graph files</source>
        <translation>nur Texturgraphen werden als Graphdateien gespeichert</translation>
    </message>
    <message>
        <location line="+4" />
        <source>a graph of that name exists</source>
        <translation>es gibt bereits einen Graphen dieses Namens</translation>
    </message>
    <message>
        <source>cannot copy the graph file from %1</source>
        <translation type="vanished">die Graphdatei kann nicht von %1 kopiert werden</translation>
    </message>
</context>
<context>
    <name>HelpMenu</name>
    <message>
        <location filename="../editor/ui/shell/help_menu.cpp" line="+32" />
        <source>&amp;How To...</source>
        <translation>&amp;Anleitung...</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The manual: how to build, test and check a level</source>
        <translation>Das Handbuch: ein Level bauen, testen und prüfen</translation>
    </message>
    <message>
        <location line="+2" />
        <source>&amp;Keyboard Shortcuts...</source>
        <translation>&amp;Tastenkürzel...</translation>
    </message>
    <message>
        <location line="+5" />
        <source>&amp;About Scrollwork</source>
        <translation>&amp;Über Scrollwork</translation>
    </message>
    <message>
        <location line="+4" />
        <source>About Scrollwork</source>
        <translation>Über Scrollwork</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&lt;h3&gt;Scrollwork %1&lt;/h3&gt;&lt;p&gt;Level and content editor with an embedded game runtime for 2.5D side-scrolling action games.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Scrollwork %1&lt;/h3&gt;&lt;p&gt;Level- und Inhaltseditor mit eingebauter Spiel-Laufzeit für seitlich scrollende 2.5D-Actionspiele.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>HudResults</name>
    <message>
        <location filename="../runtime/view/play/hud_results.cpp" line="+76" />
        <source>Game complete</source>
        <translation>Spiel geschafft</translation>
    </message>
    <message>
        <location line="+0" />
        <source>%1 clear</source>
        <translation>%1 geschafft</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Time %1</source>
        <translation>Zeit %1</translation>
    </message>
    <message>
        <location line="+13" />
        <source>Score</source>
        <translation>Punktwert</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Kills</source>
        <translation>Abschüsse</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <location line="+3" />
        <source>%1 (out)</source>
        <translation>%1 (raus)</translation>
    </message>
    <message>
        <location line="+0" />
        <source>%1 ×%2</source>
        <translation>%1 ×%2</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Well done!</source>
        <translation>Gut gemacht!</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Next: %1 in %2 s — fire to go on</source>
        <translation>Weiter: %1 in %2 s — Feuer zum Fortfahren</translation>
    </message>
</context>
<context>
    <name>MonsterCommands</name>
    <message>
        <location filename="../editor/document/commands/monster_commands.cpp" line="+23" />
        <source>New monster type “%1”</source>
        <translation>Neuer Monstertyp „%1“</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Duplicate monster type %1</source>
        <translation>Monstertyp %1 duplizieren</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Delete monster type %1</source>
        <translation>Monstertyp %1 löschen</translation>
    </message>
</context>
<context>
    <name>NavEditTool</name>
    <message>
        <location filename="../editor/ui/tools/nav_edit_tool.cpp" line="+42" />
        <source>Add &amp;Nav Nodes</source>
        <translation>Na&amp;v-Knoten hinzufügen</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Click in the viewport to place navigation nodes; drag from one node to another to link them (Esc to stop)</source>
        <translation>In die Ansicht klicken, um Navigationsknoten zu setzen; von einem Knoten zu einem anderen ziehen, um sie zu verknüpfen (Esc beendet)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Find &amp;Route</source>
        <translation>&amp;Route suchen</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Route between the two selected navigation nodes, or click a start and a goal</source>
        <translation>Route zwischen den beiden ausgewählten Navigationsknoten, oder einen Start und ein Ziel anklicken</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Add Nav Nodes: click to place a node, drag from node to node to link them</source>
        <translation>Nav-Knoten hinzufügen: Klicken setzt einen Knoten, Ziehen von Knoten zu Knoten verknüpft sie</translation>
    </message>
    <message>
        <location line="+48" />
        <source>Add Nav Node %1</source>
        <translation>Nav-Knoten %1 hinzufügen</translation>
    </message>
    <message>
        <location line="+14" />
        <source>Links join two navigation nodes</source>
        <translation>Verknüpfungen verbinden zwei Navigationsknoten</translation>
    </message>
    <message>
        <location line="+1" />
        <source>A link cannot join a node to itself</source>
        <translation>Eine Verknüpfung kann einen Knoten nicht mit sich selbst verbinden</translation>
    </message>
    <message>
        <location line="+4" />
        <source>'%1' and '%2' are already linked by '%3'</source>
        <translation>'%1' und '%2' sind bereits durch '%3' verknüpft</translation>
    </message>
    <message>
        <location line="+12" />
        <source>Link %1 to %2</source>
        <translation>%1 mit %2 verknüpfen</translation>
    </message>
    <message>
        <location line="+21" />
        <source>Find Route: click the start node, then the goal (Esc to stop)</source>
        <translation>Route suchen: den Startknoten anklicken, dann das Ziel (Esc beendet)</translation>
    </message>
    <message>
        <location line="+171" />
        <source>Find Route: click a navigation node</source>
        <translation>Route suchen: einen Navigationsknoten anklicken</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Find Route: now click the goal node</source>
        <translation>Route suchen: jetzt den Zielknoten anklicken</translation>
    </message>
    <message>
        <location line="+4" />
        <source>No route from the start to this goal</source>
        <translation>Keine Route vom Start zu diesem Ziel</translation>
    </message>
</context>
<context>
    <name>NavSuggestAction</name>
    <message>
        <location filename="../editor/ui/tools/nav_suggest_action.cpp" line="+25" />
        <source>Suggest &amp;Pathing Graph...</source>
        <translation>Navigations&amp;graph vorschlagen...</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Place nav nodes on the free level's floors and ledges and link them with the walks, jumps, falls and grips a character can make (one undo step)</source>
        <translation>Nav-Knoten auf die Böden und Kanten des freien Levels setzen und sie mit den Geh-, Sprung-, Fall- und Greifwegen verknüpfen, die eine Figur schafft (ein Rückgängig-Schritt)</translation>
    </message>
    <message>
        <location line="+19" />
        <source>Suggest Pathing Graph needs a free level and a character</source>
        <translation>Navigationsgraph vorschlagen braucht ein freies Level und eine Figur</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Suggest Pathing Graph</source>
        <translation>Navigationsgraph vorschlagen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Where this character can walk, jump, fall and grip:</source>
        <translation>Wo diese Figur gehen, springen, fallen und greifen kann:</translation>
    </message>
    <message>
        <location line="+19" />
        <source>Pathing graphs are suggested for free levels</source>
        <translation>Navigationsgraphen werden für freie Level vorgeschlagen</translation>
    </message>
    <message>
        <location line="+2" />
        <source>There is no character '%1'</source>
        <translation>Es gibt keine Figur '%1'</translation>
    </message>
    <message>
        <location line="+19" />
        <source>Suggest Pathing Graph for %1 (nodes: %2, links: %3)</source>
        <translation>Navigationsgraph für %1 vorschlagen (Knoten: %2, Verknüpfungen: %3)</translation>
    </message>
    <message>
        <location line="+4" />
        <source>The pathing graph could not be added</source>
        <translation>Der Navigationsgraph konnte nicht hinzugefügt werden</translation>
    </message>
</context>
<context>
    <name>NetPlay</name>
    <message>
        <location filename="../runtime/play/net_play.cpp" line="+141" />
        <source>Co-op ended: %1</source>
        <translation>Koop beendet: %1</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Co-op: watching, %1 ticks behind the players</source>
        <translation>Koop: Zuschauen, %1 Ticks hinter den Spielern</translation>
    </message>
    <message>
        <location line="+6" />
        <location line="+7" />
        <source>Co-op: waiting for a player to join</source>
        <translation>Koop: warte auf einen Mitspieler</translation>
    </message>
    <message>
        <location line="-12" />
        <location line="+5" />
        <location line="+7" />
        <source>Co-op: connecting</source>
        <translation>Koop: verbinde</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Co-op (player %1): ping %2 ms, %3 rollbacks/s, input delay %4, %5 kB/s, %6 dropped</source>
        <translation>Koop (Spieler %1): Ping %2 ms, %3 Rollbacks/s, Eingabeverzögerung %4, %5 kB/s, %6 verworfen</translation>
    </message>
</context>
<context>
    <name>ObjectEdits</name>
    <message>
        <location filename="../editor/document/commands/property_edits.cpp" line="+27" />
        <source>The object no longer exists.</source>
        <translation>Das Objekt existiert nicht mehr.</translation>
    </message>
    <message>
        <source>"%1" is not a valid name: use letters, digits and _, not starting with a digit (names are used in expressions).</source>
        <translation type="vanished">„%1“ ist kein gültiger Name: Buchstaben, Ziffern und _ verwenden, nicht mit einer Ziffer beginnen (Namen werden in Ausdrücken verwendet).</translation>
    </message>
    <message>
        <location line="+4" />
        <source>The name is unchanged.</source>
        <translation>Der Name ist unverändert.</translation>
    </message>
    <message>
        <source>The name "%1" is already used in this level.</source>
        <translation type="vanished">Der Name „%1“ wird in diesem Level bereits verwendet.</translation>
    </message>
    <message>
        <location line="+31" />
        <source>Rename %1 to %2</source>
        <translation>%1 in %2 umbenennen</translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>Rename %1 to %2 (%n reference(s))</source>
        <translation><numerusform>%1 in %2 umbenennen (%Ln Verweis)</numerusform><numerusform>%1 in %2 umbenennen (%Ln Verweise)</numerusform></translation>
    </message>
    <message>
        <location line="+12" />
        <source>Nothing to edit</source>
        <translation>Nichts zu bearbeiten</translation>
    </message>
    <message>
        <location line="+2" />
        <source>One value for every object is needed</source>
        <translation>Für jedes Objekt wird ein Wert gebraucht</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Unknown property %1</source>
        <translation>Unbekannte Eigenschaft %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 is not a property of every selected object</source>
        <translation>%1 ist keine Eigenschaft aller ausgewählten Objekte</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 is read-only</source>
        <translation>%1 ist schreibgeschützt</translation>
    </message>
    <message>
        <location line="+16" />
        <source>%1 cannot refer to itself (%2)</source>
        <translation>%1 kann nicht auf sich selbst verweisen (%2)</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Names are unique: select one object to rename it</source>
        <translation>Namen sind eindeutig: zum Umbenennen ein einzelnes Objekt auswählen</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/document/commands/object_edits.cpp" line="+58" />
        <source>Move %n object(s)</source>
        <translation><numerusform>%Ln Objekt verschieben</numerusform><numerusform>%Ln Objekte verschieben</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+73" />
        <source>Duplicate %n object(s)</source>
        <translation><numerusform>%Ln Objekt duplizieren</numerusform><numerusform>%Ln Objekte duplizieren</numerusform></translation>
    </message>
</context>
<context>
    <name>PathEditTool</name>
    <message>
        <location filename="../editor/ui/tools/path_edit_tool.cpp" line="+48" />
        <source>Add &amp;Path</source>
        <translation>&amp;Pfad hinzufügen</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Add a 3-point path at the view centre, attached to the chain link under it</source>
        <translation>Einen Pfad mit 3 Punkten in der Ansichtsmitte hinzufügen, an das Kettenglied darunter gebunden</translation>
    </message>
    <message>
        <location line="+108" />
        <source>Insert Path Point</source>
        <translation>Pfadpunkt einfügen</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Append Path Point</source>
        <translation>Pfadpunkt anhängen</translation>
    </message>
    <message>
        <location line="+9" />
        <source>A path keeps at least 2 points: %1 has %2, deleting %3 would leave %4</source>
        <translation>Ein Pfad behält mindestens 2 Punkte: %1 hat %2, das Löschen von %3 ließe %4 übrig</translation>
    </message>
    <message>
        <location line="+13" />
        <source>Delete Path Points</source>
        <translation>Pfadpunkte löschen</translation>
    </message>
    <message>
        <location line="+106" />
        <source>Move Path Points</source>
        <translation>Pfadpunkte verschieben</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Move Path Handle</source>
        <translation>Pfad-Anfasser verschieben</translation>
    </message>
</context>
<context>
    <name>PatternCommandTree</name>
    <message>
        <location filename="../editor/ui/patterns/pattern_command_summary.cpp" line="+18" />
        <source>aim %1</source>
        <translation>Ziel %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>at %1°</source>
        <translation>bei %1°</translation>
    </message>
    <message>
        <location line="+1" />
        <source>heading %1</source>
        <translation>Kurs %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>previous %1</source>
        <translation>vorige %1</translation>
    </message>
    <message>
        <location line="+8" />
        <source>%1 per tick</source>
        <translation>%1 pro Tick</translation>
    </message>
    <message>
        <location line="+1" />
        <source>owner's speed %1</source>
        <translation>Geschwindigkeit des Besitzers %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>previous speed %1</source>
        <translation>vorige Geschwindigkeit %1</translation>
    </message>
    <message>
        <location line="+5" />
        <source>%1 ticks</source>
        <translation>%1 Ticks</translation>
    </message>
    <message>
        <location line="+9" />
        <source>first kind</source>
        <translation>erste Art</translation>
    </message>
    <message>
        <location line="+5" />
        <source>forever</source>
        <translation>für immer</translation>
    </message>
    <message>
        <location line="+0" />
        <source>%1 times</source>
        <translation>%1-mal</translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>%n command(s)</source>
        <translation><numerusform>%Ln Befehl</numerusform><numerusform>%Ln Befehle</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>%n branch(es) at once</source>
        <translation><numerusform>%Ln Zweig gleichzeitig</numerusform><numerusform>%Ln Zweige gleichzeitig</numerusform></translation>
    </message>
    <message>
        <location line="+2" />
        <location line="+1" />
        <source>to %1 over %2</source>
        <translation>auf %1 in %2</translation>
    </message>
    <message>
        <location line="+2" />
        <source>(%1, %2) per tick for %3</source>
        <translation>(%1, %2) pro Tick für %3</translation>
    </message>
    <message>
        <location line="+1" />
        <source>the bullet disappears</source>
        <translation>das Geschoss verschwindet</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1° per tick</source>
        <translation>%1° pro Tick</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1, whole life</source>
        <translation>%1, ganzes Leben</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 for %2</source>
        <translation>%1 für %2</translation>
    </message>
</context>
<context>
    <name>PatternCommands</name>
    <message>
        <location filename="../editor/document/commands/pattern_commands.cpp" line="+155" />
        <source>Edit pattern %1</source>
        <translation>Muster %1 bearbeiten</translation>
    </message>
    <message>
        <location line="+20" />
        <source>Add pattern %1</source>
        <translation>Muster %1 hinzufügen</translation>
    </message>
    <message>
        <location line="+18" />
        <source>Duplicate pattern as %1</source>
        <translation>Muster als %1 duplizieren</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Remove pattern %1</source>
        <translation>Muster %1 entfernen</translation>
    </message>
    <message>
        <location line="+9" />
        <source>'%1' is not a pattern name: use one word of letters, digits, _ or - (not 'none')</source>
        <translation>'%1' ist kein Mustername: verwende ein Wort aus Buchstaben, Ziffern, _ oder - (nicht 'none')</translation>
    </message>
    <message>
        <location line="+5" />
        <source>There is already a pattern named '%1'</source>
        <translation>Es gibt schon ein Muster namens '%1'</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Rename pattern %1 to %2</source>
        <translation>Muster %1 in %2 umbenennen</translation>
    </message>
</context>
<context>
    <name>PlayInput</name>
    <message>
        <source>Up</source>
        <translation type="vanished">Hoch</translation>
    </message>
    <message>
        <source>Down</source>
        <translation type="vanished">Runter</translation>
    </message>
    <message>
        <source>Left</source>
        <translation type="vanished">Links</translation>
    </message>
    <message>
        <source>Right</source>
        <translation type="vanished">Rechts</translation>
    </message>
    <message>
        <source>Fire</source>
        <translation type="vanished">Feuer</translation>
    </message>
    <message>
        <source>Release second charge</source>
        <translation type="vanished">Zweite Ladung auslösen</translation>
    </message>
    <message>
        <source>Switch weapon</source>
        <translation type="vanished">Waffe wechseln</translation>
    </message>
</context>
<context>
    <name>PlayInputText</name>
    <message>
        <location filename="../runtime/play/play_input.cpp" line="+62" />
        <source>Up</source>
        <translation>Hoch</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Down</source>
        <translation>Runter</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Left</source>
        <translation>Links</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Right</source>
        <translation>Rechts</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Fire</source>
        <translation>Feuer</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Release second charge</source>
        <translation>Zweite Ladung auslösen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Switch weapon</source>
        <translation>Waffe wechseln</translation>
    </message>
</context>
<context>
    <name>PlayerMain</name>
    <message>
        <location filename="../runtime/player/main.cpp" line="+79" />
        <source>Plays a level of a Scrollwork project.</source>
        <translation>Spielt ein Level eines Scrollwork-Projekts.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Project folder or project.json.</source>
        <translation>Projektordner oder project.json.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Level to play (default: the first).</source>
        <translation>Zu spielendes Level (Standard: das erste).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>One or two players (default 1).</source>
        <translation>Ein oder zwei Spieler (Standard 1).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Speed, 0.25 to 4 (default 1).</source>
        <translation>Geschwindigkeit, 0,25 bis 4 (Standard 1).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Play in a 1280x720 window.</source>
        <translation>In einem 1280x720-Fenster spielen.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Quit after this many ticks (tests, benchmarks).</source>
        <translation>Nach so vielen Ticks beenden (Tests, Benchmarks).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>With --quit-after-ticks: save the last frame to this PNG.</source>
        <translation>Mit --quit-after-ticks: das letzte Bild als diese PNG speichern.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Host a network co-op game on this UDP port (you are player 1).</source>
        <translation>Ein Koop-Netzwerkspiel auf diesem UDP-Port hosten (du bist Spieler 1).</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Join a network co-op game at HOST:PORT (you are player 2).</source>
        <translation>Einem Koop-Netzwerkspiel unter HOST:PORT beitreten (du bist Spieler 2).</translation>
    </message>
    <message>
        <location line="+3" />
        <source>With --host: let one spectator watch through this UDP port.</source>
        <translation>Mit --host: einen Zuschauer über diesen UDP-Port zusehen lassen.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Watch a network co-op game at HOST:PORT (the host's --spectators port).</source>
        <translation>Einem Netzwerk-Koop-Spiel unter HOST:PORT zusehen (dem --spectators-Port des Hosts).</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Play this input recording back (its seed, players, rank and testing aids; its level unless --level).</source>
        <translation>Diese Eingabeaufnahme abspielen (ihr Seed, ihre Spieler, ihr Rang und ihre Testhilfen; ihr Level, außer mit --level).</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Continue a platformer level from its saved game (the last checkpoint reached).</source>
        <translation>Ein Plattformer-Level vom Spielstand fortsetzen (dem zuletzt erreichten Kontrollpunkt).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Play without sound and music.</source>
        <translation>Ohne Klang und Musik spielen.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Play the whole game: from the level (default: the game's first) through the game's level order.</source>
        <translation>Das ganze Spiel spielen: ab dem Level (ohne Angabe: dem ersten des Spiels) durch die Levelreihenfolge des Spiels.</translation>
    </message>
    <message>
        <location line="+6" />
        <source>expected one project folder (see --help)</source>
        <translation>ein Projektordner erwartet (siehe --help)</translation>
    </message>
    <message>
        <location line="+6" />
        <source>no temporary folder to unpack %1 into</source>
        <translation>kein temporärer Ordner zum Entpacken von %1</translation>
    </message>
    <message>
        <location line="+7" />
        <source>could not open %1</source>
        <translation>%1 konnte nicht geöffnet werden</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 has no level</source>
        <translation>%1 hat kein Level</translation>
    </message>
    <message>
        <location line="+23" />
        <source>no level named "%1" (levels: %2)</source>
        <translation>kein Level namens "%1" (Level: %2)</translation>
    </message>
    <message>
        <location line="+4" />
        <source>--players must be 1 or 2</source>
        <translation>--players muss 1 oder 2 sein</translation>
    </message>
    <message>
        <location line="+2" />
        <source>--speed must be between 0.25 and 4</source>
        <translation>--speed muss zwischen 0,25 und 4 liegen</translation>
    </message>
    <message>
        <location line="+4" />
        <source>--quit-after-ticks must be a number of ticks</source>
        <translation>--quit-after-ticks muss eine Anzahl Ticks sein</translation>
    </message>
    <message>
        <location line="+5" />
        <source>use one of --host, --join and --spectate</source>
        <translation>nur eines von --host, --join und --spectate verwenden</translation>
    </message>
    <message>
        <location line="+2" />
        <source>--inputs cannot be used with --host, --join or --spectate</source>
        <translation>--inputs kann nicht mit --host, --join oder --spectate verwendet werden</translation>
    </message>
    <message>
        <location line="+2" />
        <source>--spectators goes with --host</source>
        <translation>--spectators gehört zu --host</translation>
    </message>
    <message>
        <location line="+4" />
        <source>--continue cannot be used with --inputs, --host, --join or --spectate</source>
        <translation>--continue kann nicht mit --inputs, --host, --join oder --spectate verwendet werden</translation>
    </message>
    <message>
        <location line="+16" />
        <source>--spectators must be a UDP port from 1 to 65535 other than --host's</source>
        <translation>--spectators muss ein UDP-Port von 1 bis 65535 sein, ein anderer als der von --host</translation>
    </message>
    <message>
        <source>use either --host or --join</source>
        <translation type="vanished">entweder --host oder --join verwenden</translation>
    </message>
    <message>
        <source>--inputs cannot be used with --host or --join</source>
        <translation type="vanished">--inputs geht nicht zusammen mit --host oder --join</translation>
    </message>
    <message>
        <source>--continue cannot be used with --inputs, --host or --join</source>
        <translation type="vanished">--continue kann nicht mit --inputs, --host oder --join verwendet werden</translation>
    </message>
    <message>
        <location line="-7" />
        <source>--host must be a UDP port from 1 to 65535</source>
        <translation>--host muss ein UDP-Port von 1 bis 65535 sein</translation>
    </message>
</context>
<context>
    <name>Property</name>
    <message>
        <location filename="../editor/document/property_text.cpp" line="+13" />
        <source>General</source>
        <translation>Allgemein</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Transform</source>
        <translation>Lage</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Appearance</source>
        <translation>Aussehen</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Behaviour</source>
        <translation>Verhalten</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Camera</source>
        <translation>Kamera</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Loop</source>
        <translation>Schleife</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Editor</source>
        <translation>Editor</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Art</source>
        <translation>Grafik</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Collision</source>
        <translation>Kollision</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Simulation</source>
        <translation>Simulation</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Assets</source>
        <translation>Assets</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Tile</source>
        <translation>Kachel</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Position</source>
        <translation>Position</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Colour</source>
        <translation>Farbe</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Note</source>
        <translation>Notiz</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Activation</source>
        <translation>Auslösung</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Flags</source>
        <translation>Schalter</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Condition</source>
        <translation>Bedingung</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Delay</source>
        <translation>Verzögerung</translation>
    </message>
    <message>
        <location line="+0" />
        <source>First Tile</source>
        <translation>Erste Kachel</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Last Tile</source>
        <translation>Letzte Kachel</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Until Trigger</source>
        <translation>Bis Auslöser</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Preview Passes</source>
        <translation>Vorschau-Durchläufe</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Seed</source>
        <translation>Startwert</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Scroll Speed</source>
        <translation>Scrollgeschwindigkeit</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Mesh</source>
        <translation>Mesh</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Material</source>
        <translation>Material</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Camera Entry</source>
        <translation>Kamera-Eintritt</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Camera Exit</source>
        <translation>Kamera-Austritt</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Camera Points</source>
        <translation>Kamerapunkte</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Tick Rate</source>
        <translation>Tickrate</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Screen Extent</source>
        <translation>Bildschirmgröße</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Asset Folders</source>
        <translation>Asset-Ordner</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Link</source>
        <translation>Verknüpfung</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Navigation</source>
        <translation>Navigation</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Forward</source>
        <translation>Vorwärts</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Backward</source>
        <translation>Rückwärts</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Attached To</source>
        <translation>Gebunden an</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Passable When</source>
        <translation>Passierbar wenn</translation>
    </message>
    <message>
        <location line="+0" />
        <source>From</source>
        <translation>Von</translation>
    </message>
    <message>
        <location line="+1" />
        <source>To</source>
        <translation>Nach</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Forward Action</source>
        <translation>Aktion vorwärts</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Forward Cost</source>
        <translation>Kosten vorwärts</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Backward Action</source>
        <translation>Aktion rückwärts</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Backward Cost</source>
        <translation>Kosten rückwärts</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Nav Node</source>
        <translation>Nav-Knoten</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Nav Link</source>
        <translation>Nav-Verknüpfung</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Walk</source>
        <translation>Gehen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Jump</source>
        <translation>Springen</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Fall</source>
        <translation>Fallen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Climb</source>
        <translation>Klettern</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Grip</source>
        <translation>Greifen</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Tile Instance</source>
        <translation>Kachelinstanz</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Marker</source>
        <translation>Markierung</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Trigger</source>
        <translation>Auslöser</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Player Enters</source>
        <translation>Spieler betritt</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Both</source>
        <translation>Beides</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Once</source>
        <translation>Einmalig</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Starts Enabled</source>
        <translation>Anfangs aktiv</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Show In Game</source>
        <translation>Im Spiel zeigen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Tile Def</source>
        <translation>Kacheldefinition</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Level</source>
        <translation>Level</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Project</source>
        <translation>Projekt</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Enemy</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Movement</source>
        <translation>Bewegung</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Weapon</source>
        <translation>Waffe</translation>
    </message>
    <message>
        <location line="+0" />
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Pattern</source>
        <translation>Muster</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Difficulty</source>
        <translation>Schwierigkeit</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Spheres</source>
        <translation>Kugeln</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Health</source>
        <translation>Lebenspunkte</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Score</source>
        <translation>Punktwert</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Speed</source>
        <translation>Geschwindigkeit</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Direction</source>
        <translation>Richtung</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Sine Amplitude</source>
        <translation>Sinus-Amplitude</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Sine Period</source>
        <translation>Sinus-Periode</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Fire Interval</source>
        <translation>Schussintervall</translation>
    </message>
    <message>
        <location line="+1" />
        <source>First Shot Delay</source>
        <translation>Verzögerung erster Schuss</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Bullets Per Shot</source>
        <translation>Geschosse pro Schuss</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Spread Angle</source>
        <translation>Streuwinkel</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Bullet Speed</source>
        <translation>Geschossgeschwindigkeit</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Begin</source>
        <translation>Beginn</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Tick</source>
        <translation>Tick</translation>
    </message>
    <message>
        <location line="+1" />
        <source>End</source>
        <translation>Ende</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Transitions</source>
        <translation>Übergänge</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Enemy Type</source>
        <translation>Gegnertyp</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Enemy State</source>
        <translation>Gegnerzustand</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Follow Path</source>
        <translation>Pfad folgen</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Straight Line</source>
        <translation>Gerade Linie</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Stationary</source>
        <translation>Stillstehend</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Sine Wave</source>
        <translation>Sinuswelle</translation>
    </message>
    <message>
        <location line="+1" />
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Aimed</source>
        <translation>Gezielt</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Ring</source>
        <translation>Ring</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Spread</source>
        <translation>Fächer</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Path</source>
        <translation>Pfad</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Spawn</source>
        <translation>Spawn</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Formation</source>
        <translation>Formation</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Curve</source>
        <translation>Kurve</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Closed</source>
        <translation>Geschlossen</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Handles In</source>
        <translation>Eingangs-Anfasser</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Handles Out</source>
        <translation>Ausgangs-Anfasser</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Point Kinds</source>
        <translation>Punktarten</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Attached Tile</source>
        <translation>Gebundene Kachel</translation>
    </message>
    <message>
        <location line="+1" />
        <source>When</source>
        <translation>Wann</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Wave</source>
        <translation>Welle</translation>
    </message>
    <message>
        <location line="+1" />
        <source>After Wave</source>
        <translation>Nach Welle</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Start Offset</source>
        <translation>Startversatz</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Count</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Spacing</source>
        <translation>Abstand</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Mirror</source>
        <translation>Spiegeln</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Bezier</source>
        <translation>Bézier</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Catmull Rom</source>
        <translation>Catmull-Rom</translation>
    </message>
    <message>
        <location line="+0" />
        <source>At Tick</source>
        <translation>Bei Tick</translation>
    </message>
    <message>
        <location line="+1" />
        <source>On Trigger</source>
        <translation>Bei Auslöser</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Wave Cleared</source>
        <translation>Welle besiegt</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Scrolling</source>
        <translation>Scrollend</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Free</source>
        <translation>Frei</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Bounds Min</source>
        <translation>Grenzen Min</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Free Camera</source>
        <translation>Freie Kamera</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Bounds Max</source>
        <translation>Grenzen Max</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Dead Zone</source>
        <translation>Totzone</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Look Ahead</source>
        <translation>Vorausschau</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Character Type</source>
        <translation>Figurentyp</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Width</source>
        <translation>Breite</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Body</source>
        <translation>Körper</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Height</source>
        <translation>Höhe</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Step Height</source>
        <translation>Stufenhöhe</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Max Slope</source>
        <translation>Max. Steigung</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Run Speed</source>
        <translation>Laufgeschwindigkeit</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Running</source>
        <translation>Laufen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Acceleration</source>
        <translation>Beschleunigung</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Braking</source>
        <translation>Bremsen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Air Control</source>
        <translation>Luftsteuerung</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Jump Height</source>
        <translation>Sprunghöhe</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Jumping</source>
        <translation>Springen</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Gravity</source>
        <translation>Schwerkraft</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Fall Gravity Scale</source>
        <translation>Schwerkraft-Faktor beim Fallen</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Jump Cut</source>
        <translation>Sprungabbruch</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Apex Speed</source>
        <translation>Scheitelgeschwindigkeit</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Apex Gravity Scale</source>
        <translation>Schwerkraft-Faktor am Scheitel</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Terminal Speed</source>
        <translation>Endgeschwindigkeit</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Coyote Time</source>
        <translation>Coyote-Zeit</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Forgiveness</source>
        <translation>Nachsicht</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Jump Buffer</source>
        <translation>Sprungpuffer</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Corner Correction</source>
        <translation>Eckenkorrektur</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Grips Ledges</source>
        <translation>Greift Kanten</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Ledges</source>
        <translation>Kanten</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Grip Reach</source>
        <translation>Greifweite</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Mantle Time</source>
        <translation>Hochzieh-Zeit</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Grappling Hook</source>
        <translation>Enterhaken</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Hook</source>
        <translation>Haken</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Hook Range</source>
        <translation>Hakenreichweite</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Hook Angle</source>
        <translation>Hakenwinkel</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Reel Speed</source>
        <translation>Einholgeschwindigkeit</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Shortest Rope</source>
        <translation>Kürzestes Seil</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Safe After Damage</source>
        <translation>Geschützt nach Schaden</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Knock-back</source>
        <translation>Rückstoß</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Regeneration</source>
        <translation>Regeneration</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Regeneration Delay</source>
        <translation>Regenerationsverzögerung</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Crush Damage</source>
        <translation>Quetschschaden</translation>
    </message>
    <message>
        <location line="+2" />
        <location line="+51" />
        <source>Sprite</source>
        <translation>Sprite</translation>
    </message>
    <message>
        <location line="-51" />
        <location line="+51" />
        <source>Animations</source>
        <translation>Animationen</translation>
    </message>
    <message>
        <location line="-50" />
        <source>Origin</source>
        <translation>Ursprung</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Hit Shape</source>
        <translation>Trefferform</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Attack Shape</source>
        <translation>Angriffsform</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Geometry</source>
        <translation>Geometrie</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Anchor</source>
        <translation>Anker</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Rotation</source>
        <translation>Drehung</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Shape</source>
        <translation>Form</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Surface</source>
        <translation>Oberfläche</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Moving</source>
        <translation>Bewegung</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Motion</source>
        <translation>Bewegungsart</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Wait</source>
        <translation>Warten</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Rectangle</source>
        <translation>Rechteck</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Triangle</source>
        <translation>Dreieck</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Polygon</source>
        <translation>Polygon</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Solid</source>
        <translation>Fest</translation>
    </message>
    <message>
        <location line="+1" />
        <source>One Way</source>
        <translation>Einseitig</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Ping Pong</source>
        <translation>Hin und her</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Character Start</source>
        <translation>Figurenstart</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Character</source>
        <translation>Figur</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Facing</source>
        <translation>Blickrichtung</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Right</source>
        <translation>Rechts</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Left</source>
        <translation>Links</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Up</source>
        <translation>Oben</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Down</source>
        <translation>Unten</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Door</source>
        <translation>Tür</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Opens</source>
        <translation>Öffnet nach</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Travel</source>
        <translation>Weg</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Opens When</source>
        <translation>Öffnet wenn</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Switch</source>
        <translation>Schalter</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Starts On</source>
        <translation>Anfangs an</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Lever</source>
        <translation>Hebel</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Plate</source>
        <translation>Druckplatte</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Crate</source>
        <translation>Kiste</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Barrier</source>
        <translation>Sperre</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Axis</source>
        <translation>Achse</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Passable</source>
        <translation>Durchlässig</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Glance</source>
        <translation>Kamerablick</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Horizontal</source>
        <translation>Waagrecht</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Vertical</source>
        <translation>Senkrecht</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Checkpoint</source>
        <translation>Kontrollpunkt</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Goal</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Tileset Tile</source>
        <translation>Tileset-Kachel</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Image</source>
        <translation>Bild</translation>
    </message>
    <message>
        <location line="+0" />
        <source>X</source>
        <translation>X</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Y</source>
        <translation>Y</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Placement</source>
        <translation>Platzierung</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Type Id</source>
        <translation>Typ-ID</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Properties</source>
        <translation>Eigenschaften</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Light</source>
        <translation>Licht</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Intensity</source>
        <translation>Stärke</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Range</source>
        <translation>Reichweite</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Cone</source>
        <translation>Kegel</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Flicker</source>
        <translation>Flackern</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Flicker Rate</source>
        <translation>Flackerrate</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Spot</source>
        <translation>Spot</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Glow</source>
        <translation>Leuchten</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Glow Colour</source>
        <translation>Leuchtfarbe</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Glow Range</source>
        <translation>Leuchtweite</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Lights</source>
        <translation>Lichter</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Ship Light</source>
        <translation>Schiffslicht</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Ship Light Colour</source>
        <translation>Farbe des Schiffslichts</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Ship Light Range</source>
        <translation>Reichweite des Schiffslichts</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Black Light</source>
        <translation>Schwarzlicht</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Black Light Length</source>
        <translation>Länge des Schwarzlichts</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Black Light Range</source>
        <translation>Reichweite des Schwarzlichts</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Ship Mesh</source>
        <translation>Schiffsmodell</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Ship Material</source>
        <translation>Schiffsmaterial</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Regeneration Ramp</source>
        <translation>Regenerationsanstieg</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Attacks</source>
        <translation>Greift an</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Attack</source>
        <translation>Angriff</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Animation</source>
        <translation>Animation</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Damage</source>
        <translation>Schaden</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Frames</source>
        <translation>Bilder</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Ticks per Frame</source>
        <translation>Ticks pro Bild</translation>
    </message>
    <message>
        <location line="+0" />
        <source>First Active Frame</source>
        <translation>Erstes aktives Bild</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Last Active Frame</source>
        <translation>Letztes aktives Bild</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Reach</source>
        <translation>Reichweite</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Attack Height</source>
        <translation>Angriffshöhe</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Cooldown</source>
        <translation>Abklingzeit</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Contact Damage</source>
        <translation>Berührungsschaden</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Backdash</source>
        <translation>Backdash</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Backdash Speed</source>
        <translation>Backdash-Geschwindigkeit</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Backdash Time</source>
        <translation>Backdash-Dauer</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Backdash Safe Time</source>
        <translation>Backdash-Schutzzeit</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Follow Distance</source>
        <translation>Folgeabstand</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Following</source>
        <translation>Folgen</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Catch-up Distance</source>
        <translation>Aufholabstand</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Stuck Time</source>
        <translation>Feststeckzeit</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Monster Type</source>
        <translation>Monstertyp</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Hop</source>
        <translation>Hüpfen</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Fly</source>
        <translation>Fliegen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>At a Ledge</source>
        <translation>An einer Kante</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Turn</source>
        <translation>Umkehren</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Drop</source>
        <translation>Hinunterfallen</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Sight Range</source>
        <translation>Sichtweite</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Attack Range</source>
        <translation>Angriffsdistanz</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Replan Time</source>
        <translation>Neuplanungszeit</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Flee Health</source>
        <translation>Fluchtschwelle</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Knock-back Taken</source>
        <translation>Erlittener Rückstoß</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Monster</source>
        <translation>Monster</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Patrol</source>
        <translation>Patrouille</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Fixed</source>
        <translation>Fest</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Turn Rate</source>
        <translation>Drehrate</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Boss</source>
        <translation>Boss</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Defeated When</source>
        <translation>Besiegt, wenn</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Core</source>
        <translation>Kern</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Weak Points</source>
        <translation>Schwachstellen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Beam</source>
        <translation>Strahl</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Curved</source>
        <translation>Gekrümmt</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Length</source>
        <translation>Länge</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Charge</source>
        <translation>Aufladen</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Duration</source>
        <translation>Dauer</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Angle</source>
        <translation>Winkel</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Sweep</source>
        <translation>Schwenk</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Sweep Speed</source>
        <translation>Schwenkgeschwindigkeit</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Bend</source>
        <translation>Biegung</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Beam Colour</source>
        <translation>Strahlfarbe</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Launcher</source>
        <translation>Werfer</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Mouth</source>
        <translation>Mündung</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Interval</source>
        <translation>Intervall</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Missile Speed</source>
        <translation>Raketengeschwindigkeit</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Fuse</source>
        <translation>Zünder</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Missile Health</source>
        <translation>Raketengesundheit</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Missile Radius</source>
        <translation>Raketenradius</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Missile Score</source>
        <translation>Raketenpunkte</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Missile Colour</source>
        <translation>Raketenfarbe</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Machine</source>
        <translation>Automat</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Enemy Part</source>
        <translation>Gegnerteil</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Part</source>
        <translation>Teil</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Parent</source>
        <translation>Elternteil</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Offset</source>
        <translation>Versatz</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Invulnerable</source>
        <translation>Unverwundbar</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Weak Point</source>
        <translation>Schwachstelle</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Death Burst</source>
        <translation>Todesexplosion</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Destroyed Trigger</source>
        <translation>Auslöser bei Zerstörung</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Open Offset</source>
        <translation>Versatz offen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Hatch</source>
        <translation>Luke</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Open Rotation</source>
        <translation>Drehung offen</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Hit Effect</source>
        <translation>Treffer-Effekt</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Death Effect</source>
        <translation>Zerstörungs-Effekt</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Muzzle Effect</source>
        <translation>Mündungs-Effekt</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Impact Effect</source>
        <translation>Einschlag-Effekt</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Player Death Effect</source>
        <translation>Effekt bei Spielertod</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Player Respawn Effect</source>
        <translation>Effekt bei Wiedereinstieg</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Missile Launch Effect</source>
        <translation>Effekt beim Raketenstart</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Missile Burst Effect</source>
        <translation>Effekt bei Raketenexplosion</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Barrier Effect</source>
        <translation>Sperren-Effekt</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Effects</source>
        <translation>Effekte</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Effect</source>
        <translation>Effekt</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Emitter</source>
        <translation>Emitter</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Particle Effect</source>
        <translation>Partikeleffekt</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Mode</source>
        <translation>Modus</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Rate</source>
        <translation>Rate</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Spawn Shape</source>
        <translation>Entstehungsform</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Speed Min</source>
        <translation>Tempo min.</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Speed Max</source>
        <translation>Tempo max.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Life Min</source>
        <translation>Lebensdauer min.</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Life Max</source>
        <translation>Lebensdauer max.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Drag</source>
        <translation>Luftwiderstand</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Collide</source>
        <translation>Kollidiert</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Bounce</source>
        <translation>Abprall</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Look</source>
        <translation>Aussehen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Particle Size</source>
        <translation>Partikelgröße</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Tileset</source>
        <translation>Tileset</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Frame Rate</source>
        <translation>Bildrate</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Rotation Min</source>
        <translation>Drehung min.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Rotation Max</source>
        <translation>Drehung max.</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Spin Min</source>
        <translation>Drall min.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Spin Max</source>
        <translation>Drall max.</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Size Curve</source>
        <translation>Größenkurve</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Colour Curve</source>
        <translation>Farbkurve</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Alpha Curve</source>
        <translation>Deckkraftkurve</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Blend</source>
        <translation>Überblendung</translation>
    </message>
    <message>
        <location line="+0" />
        <source>On Birth</source>
        <translation>Bei Entstehung</translation>
    </message>
    <message>
        <location line="+1" />
        <source>On Death</source>
        <translation>Beim Vergehen</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Over Life</source>
        <translation>Über die Lebensdauer</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Sub-emitters</source>
        <translation>Unter-Emitter</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Burst</source>
        <translation>Stoß</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Continuous</source>
        <translation>Fortlaufend</translation>
    </message>
    <message>
        <location line="+17" />
        <source>Level Order</source>
        <translation>Levelreihenfolge</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Results Screen</source>
        <translation>Ergebnisbildschirm</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Screens</source>
        <translation>Bildschirme</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Title Text</source>
        <translation>Titeltext</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Title Image</source>
        <translation>Titelbild</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Screen Font</source>
        <translation>Schrift der Bildschirme</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Screen Background</source>
        <translation>Hintergrund der Bildschirme</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Screen Text</source>
        <translation>Text der Bildschirme</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Screen Highlight</source>
        <translation>Hervorhebung der Bildschirme</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Weapon Type</source>
        <translation>Waffentyp</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Game Rules</source>
        <translation>Spielregeln</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Beam and Lightning</source>
        <translation>Strahl und Blitz</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Branch Chance</source>
        <translation>Verzweigungschance</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Branches</source>
        <translation>Verzweigungen</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Bullet Life</source>
        <translation>Geschosslebensdauer</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Bullet Radius</source>
        <translation>Geschossradius</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Bullets</source>
        <translation>Geschosse</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Capsules</source>
        <translation>Kapseln</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Combo Damage</source>
        <translation>Kombischaden</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Combo Width</source>
        <translation>Kombibreite</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Cone Angle</source>
        <translation>Kegelwinkel</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Displacement</source>
        <translation>Auslenkung</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Generations</source>
        <translation>Generationen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Jitter</source>
        <translation>Zittern</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Lightning</source>
        <translation>Blitz</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Lock On Beam</source>
        <translation>Zielstrahl</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Lock-on Beam</source>
        <translation>Zielstrahl</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Regenerate</source>
        <translation>Neu formen</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Shot</source>
        <translation>Schuss</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Chain Time</source>
        <translation>Kettenzeit</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Charge Max</source>
        <translation>Ladung maximal</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Enemy Bullet Life</source>
        <translation>Lebensdauer feindlicher Geschosse</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Explosion Particles</source>
        <translation>Explosionspartikel</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Hit Spheres</source>
        <translation>Trefferkugeln</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Invulnerability</source>
        <translation>Unverwundbarkeit</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Lives</source>
        <translation>Leben</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Loadout</source>
        <translation>Waffenauswahl</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Meters</source>
        <translation>Leisten</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Multiplier Max</source>
        <translation>Multiplikator maximal</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Particle Life</source>
        <translation>Partikel-Lebensdauer</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Particles</source>
        <translation>Partikel</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Respawn Delay</source>
        <translation>Wiederkehr-Verzögerung</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Screen Margin</source>
        <translation>Bildschirmrand</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Second Damage</source>
        <translation>Schaden der zweiten Leiste</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Second Max</source>
        <translation>Zweite Leiste maximal</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Ship</source>
        <translation>Schiff</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Ship Speed</source>
        <translation>Schiffsgeschwindigkeit</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Spark Particles</source>
        <translation>Funkenpartikel</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Weapons</source>
        <translation>Waffen</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Powered Up</source>
        <translation>Verstärkt</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Streams</source>
        <translation>Schussbahnen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Stream Gap</source>
        <translation>Bahnabstand</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Extra Bullets</source>
        <translation>Zusätzliche Geschosse</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Extra Angle</source>
        <translation>Zusätzlicher Winkel</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Width Factor</source>
        <translation>Breitenfaktor</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Range Factor</source>
        <translation>Reichweitenfaktor</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Extra Generations</source>
        <translation>Zusätzliche Generationen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Extra Branches</source>
        <translation>Zusätzliche Verzweigungen</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Power-up Time</source>
        <translation>Verstärkungsdauer</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Pickups</source>
        <translation>Beute</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Pickup Radius</source>
        <translation>Beute-Radius</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Pickup Drift</source>
        <translation>Beute-Drift</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Drops</source>
        <translation>Beute</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Drop Kind</source>
        <translation>Beuteart</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Drop Weapon</source>
        <translation>Beutewaffe</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Drop Amount</source>
        <translation>Beutemenge</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Drop Chance</source>
        <translation>Beutechance</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Drop Every</source>
        <translation>Beute jedes N-te</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Life</source>
        <translation>Leben</translation>
    </message>
    <message>
        <location line="-122" />
        <location line="+68" />
        <source>Point</source>
        <translation>Punkt</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Circle</source>
        <translation>Kreis</translation>
    </message>
    <message>
        <location line="-68" />
        <location line="+68" />
        <source>Line</source>
        <translation>Linie</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Box</source>
        <translation>Rechteck</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Disc</source>
        <translation>Scheibe</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Square</source>
        <translation>Quadrat</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Streak</source>
        <translation>Strich</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Additive</source>
        <translation>Additiv</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Alpha</source>
        <translation>Alpha</translation>
    </message>
    <message>
        <location line="+2" />
        <source>HUD</source>
        <translation>HUD</translation>
    </message>
    <message>
        <location line="+0" />
        <source>HUD Layout</source>
        <translation>HUD-Layout</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Default</source>
        <translation>Standard</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Classic</source>
        <translation>Klassisch</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Sound Cue</source>
        <translation>Soundcue</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Sound</source>
        <translation>Klang</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Music</source>
        <translation>Musik</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Files</source>
        <translation>Dateien</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Volume Min</source>
        <translation>Lautstärke min.</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Volume Max</source>
        <translation>Lautstärke max.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Pitch Min</source>
        <translation>Tonhöhe min.</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Pitch Max</source>
        <translation>Tonhöhe max.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Voices</source>
        <translation>Stimmen</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Loop Start</source>
        <translation>Schleifenanfang</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Loop End</source>
        <translation>Schleifenende</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Boss Music</source>
        <translation>Bossmusik</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Boss Loop Start</source>
        <translation>Boss-Schleifenanfang</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Boss Loop End</source>
        <translation>Boss-Schleifenende</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Event Sounds</source>
        <translation>Ereignisklänge</translation>
    </message>
</context>
<context>
    <name>PropertyGrid</name>
    <message>
        <location filename="../editor/document/focus/graph_nodes_focus.cpp" line="+46" />
        <source>Node “%1”</source>
        <translation>Knoten „%1“</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 %2 nodes</source>
        <translation>%1 %2-Knoten</translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>%n graph nodes</source>
        <translation><numerusform>%Ln Graphknoten</numerusform><numerusform>%Ln Graphknoten</numerusform></translation>
    </message>
    <message>
        <location filename="../editor/document/focus/project_focus.cpp" line="+35" />
        <location filename="../editor/document/focus/tileset_tiles_focus.cpp" line="+37" />
        <source>Tile “%1”</source>
        <translation>Kachel „%1“</translation>
    </message>
    <message numerus="yes">
        <location filename="../editor/document/focus/tileset_tiles_focus.cpp" line="+1" />
        <source>%n tiles</source>
        <translation><numerusform>%Ln Kachel</numerusform><numerusform>%Ln Kacheln</numerusform></translation>
    </message>
    <message>
        <location filename="../editor/document/focus/project_focus.cpp" line="+162" />
        <source>Weapon “%1”</source>
        <translation>Waffe “%1”</translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>%n weapons</source>
        <translation><numerusform>%Ln Waffe</numerusform><numerusform>%Ln Waffen</numerusform></translation>
    </message>
    <message>
        <location line="+45" />
        <source>Character “%1”</source>
        <translation>Figur „%1“</translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>%n characters</source>
        <translation>
            <numerusform>%Ln Figur</numerusform>
            <numerusform>%Ln Figuren</numerusform>
        </translation>
    </message>
    <message>
        <location line="+22" />
        <source>Monster type “%1”</source>
        <translation>Monstertyp „%1“</translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>%n monster types</source>
        <translation><numerusform>%Ln Monstertyp</numerusform><numerusform>%Ln Monstertypen</numerusform></translation>
    </message>
    <message>
        <location line="+22" />
        <source>Sound cue “%1”</source>
        <translation>Soundcue „%1“</translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>%n sound cues</source>
        <translation><numerusform>%Ln Soundcue</numerusform><numerusform>%Ln Soundcues</numerusform></translation>
    </message>
    <message>
        <location line="-203" />
        <source>State “%1” of “%2”</source>
        <translation>Zustand „%1“ von „%2“</translation>
    </message>
    <message>
        <location line="-2" />
        <source>State “%1” of part “%2”</source>
        <translation>Zustand „%1“ von Teil „%2“</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Part “%1” of “%2”</source>
        <translation>Teil „%1“ von „%2“</translation>
    </message>
    <message numerus="yes">
        <location line="+3" />
        <source>%n parts of “%1”</source>
        <translation><numerusform>%Ln Teil von „%1“</numerusform><numerusform>%Ln Teile von „%1“</numerusform></translation>
    </message>
    <message>
        <location line="+1" />
        <source>Enemy “%1”</source>
        <translation>Gegner „%1“</translation>
    </message>
    <message>
        <location filename="../editor/document/focus/selection_focus.cpp" line="+51" />
        <source>No level</source>
        <translation>Kein Level</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Level “%1”</source>
        <translation>Level „%1“</translation>
    </message>
    <message>
        <location line="+3" />
        <source>%1 “%2”</source>
        <translation>%1 „%2“</translation>
    </message>
    <message>
        <location line="+14" />
        <source>%1 %2s</source>
        <translation>%1 %2</translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>%n objects</source>
        <translation><numerusform>%Ln Objekt</numerusform><numerusform>%Ln Objekte</numerusform></translation>
    </message>
    <message>
        <location filename="../editor/ui/property_grid/grid_target.cpp" line="+76" />
        <source>No %1 named '%2'</source>
        <translation>Kein %1 namens '%2'</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1 is read-only</source>
        <translation>%1 ist schreibgeschützt</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Names are unique: select one object to rename it</source>
        <translation>Namen sind eindeutig: zum Umbenennen ein einzelnes Objekt auswählen</translation>
    </message>
    <message>
        <source>Tile names are unique in a tileset: select one tile to rename it</source>
        <translation type="vanished">Kachelnamen sind in einem Tileset eindeutig: zum Umbenennen eine einzelne Kachel wählen</translation>
    </message>
    <message>
        <source>Names are unique in a level: select one object to rename it</source>
        <translation type="vanished">Namen sind in einem Level eindeutig: wählen Sie ein Objekt, um es umzubenennen</translation>
    </message>
    <message>
        <location line="+13" />
        <source>Nothing to edit</source>
        <translation>Nichts zu bearbeiten</translation>
    </message>
    <message>
        <source>Unknown property %1</source>
        <translation type="vanished">Unbekannte Eigenschaft %1</translation>
    </message>
    <message>
        <location line="+7" />
        <source>%1 is not a property of every selected object</source>
        <translation>%1 ist keine Eigenschaft aller ausgewählten Objekte</translation>
    </message>
    <message>
        <source>%1 cannot refer to itself (%2)</source>
        <translation type="vanished">%1 kann nicht auf sich selbst verweisen (%2)</translation>
    </message>
    <message>
        <source>%1 is not a property of every selected node</source>
        <translation type="vanished">%1 ist keine Eigenschaft aller ausgewählten Knoten</translation>
    </message>
    <message>
        <source>%1: a value of the wrong kind</source>
        <translation type="vanished">%1: ein Wert der falschen Art</translation>
    </message>
    <message>
        <source>A level needs a name</source>
        <translation type="vanished">Ein Level braucht einen Namen</translation>
    </message>
    <message>
        <source>The project already has a level named '%1'</source>
        <translation type="vanished">Das Projekt hat bereits ein Level namens '%1'</translation>
    </message>
    <message>
        <source>The tileset “%1” is gone</source>
        <translation type="vanished">Das Tileset „%1“ gibt es nicht mehr</translation>
    </message>
    <message>
        <source>The tile “%1” is gone</source>
        <translation type="vanished">Die Kachel „%1“ gibt es nicht mehr</translation>
    </message>
    <message>
        <source>A tile needs a name</source>
        <translation type="vanished">Eine Kachel braucht einen Namen</translation>
    </message>
    <message>
        <source>The tileset “%1” already has a tile named “%2”</source>
        <translation type="vanished">Das Tileset „%1“ hat schon eine Kachel namens „%2“</translation>
    </message>
    <message>
        <source>Edit tile %1</source>
        <translation type="vanished">Kachel %1 bearbeiten</translation>
    </message>
    <message numerus="yes">
        <source>Edit %n tiles</source>
        <translation type="vanished">
            <numerusform>%Ln Kachel bearbeiten</numerusform>
            <numerusform>%Ln Kacheln bearbeiten</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../editor/ui/property_grid/grid_values.cpp" line="+139" />
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <location line="+23" />
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <location line="+8" />
        <location filename="../editor/ui/property_grid/property_rows.cpp" line="+26" />
        <source>point</source>
        <translation>Punkt</translation>
    </message>
    <message>
        <location line="+1" />
        <location filename="../editor/ui/property_grid/property_rows.cpp" line="+1" />
        <source>points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <location line="+4" />
        <source>polygon</source>
        <translation>Polygon</translation>
    </message>
    <message>
        <location line="+1" />
        <source>polygons</source>
        <translation>Polygone</translation>
    </message>
    <message>
        <location line="+4" />
        <source>item</source>
        <translation>Eintrag</translation>
    </message>
    <message>
        <location line="+1" />
        <source>items</source>
        <translation>Einträge</translation>
    </message>
    <message>
        <location line="+4" />
        <source>sphere</source>
        <translation>Kugel</translation>
    </message>
    <message>
        <location line="+1" />
        <source>spheres</source>
        <translation>Kugeln</translation>
    </message>
    <message>
        <location filename="../editor/ui/property_grid/references.cpp" line="+58" />
        <source>No tile definition named '%1' in the project</source>
        <translation>Keine Kacheldefinition namens '%1' im Projekt</translation>
    </message>
    <message>
        <location line="+5" />
        <source>File not found: %1</source>
        <translation>Datei nicht gefunden: %1</translation>
    </message>
    <message>
        <location filename="../editor/ui/property_grid/grid_target.cpp" line="-27" />
        <source>No object named '%1' in this level</source>
        <translation>Kein Objekt namens '%1' in diesem Level</translation>
    </message>
    <message>
        <location filename="../editor/ui/patterns/pattern_command_focus.cpp" line="+68" />
        <source>Command “%1” of pattern “%2”</source>
        <translation>Befehl „%1“ von Muster „%2“</translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>%n command(s) of pattern “%1”</source>
        <translation><numerusform>%Ln Befehl von Muster „%1“</numerusform><numerusform>%Ln Befehle von Muster „%1“</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+18" />
        <source>Remove %n pattern command(s)</source>
        <translation><numerusform>%Ln Musterbefehl entfernen</numerusform><numerusform>%Ln Musterbefehle entfernen</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+18" />
        <source>Duplicate %n pattern command(s)</source>
        <translation><numerusform>%Ln Musterbefehl duplizieren</numerusform><numerusform>%Ln Musterbefehle duplizieren</numerusform></translation>
    </message>
    <message>
        <location filename="../editor/ui/patterns/pattern_focus.cpp" line="+51" />
        <source>Pattern “%1”</source>
        <translation>Muster „%1“</translation>
    </message>
</context>
<context>
    <name>QMainWindow</name>
    <message>
        <location filename="../editor/ui/shell/show_message_place.cpp" line="+27" />
        <source>%1%2 is not something the editor can show</source>
        <translation>%1%2 ist nichts, was der Editor zeigen kann</translation>
    </message>
    <message>
        <location line="+28" />
        <source>pattern “%1”</source>
        <translation>Muster „%1“</translation>
    </message>
    <message>
        <location line="+2" />
        <source>the game rules</source>
        <translation>die Spielregeln</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Showing %1%2</source>
        <translation>Zeige %1%2</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Showing %1</source>
        <translation>Zeige %1</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <location filename="../editor/document/commands/tileset_commands.cpp" line="+56" />
        <source>Import Tileset %1</source>
        <translation>Tileset %1 importieren</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Relink Tileset File %1</source>
        <translation>Tileset-Datei %1 neu verknüpfen</translation>
    </message>
    <message>
        <location filename="../editor/ui/animation/animation_graph_items.cpp" line="+115" />
        <source>then: plays when the animation ends</source>
        <translation>then: spielt, wenn die Animation endet</translation>
    </message>
    <message>
        <location line="+1" />
        <source>if %1: switches at once (double-click to edit)</source>
        <translation>if %1: wechselt sofort (Doppelklick zum Bearbeiten)</translation>
    </message>
</context>
<context>
    <name>RelinkReferences</name>
    <message>
        <source>could not be read when the project was opened; reopen the project</source>
        <translation type="vanished">konnte beim Öffnen des Projekts nicht gelesen werden; das Projekt neu öffnen</translation>
    </message>
    <message>
        <location filename="../editor/document/commands/relink_references.cpp" line="+107" />
        <source>%1 cannot be relinked here</source>
        <translation>%1 kann hier nicht neu verknüpft werden</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1: no file given</source>
        <translation>%1: keine Datei angegeben</translation>
    </message>
    <message>
        <location line="+26" />
        <source>%1 is no longer in the project</source>
        <translation>%1 ist nicht mehr im Projekt</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Relink images of tileset %1</source>
        <translation>Bilder von Tileset %1 neu verknüpfen</translation>
    </message>
    <message numerus="yes">
        <location line="+6" />
        <source>Relink %n Reference(s)</source>
        <translation><numerusform>%Ln Verweis neu verknüpfen</numerusform><numerusform>%Ln Verweise neu verknüpfen</numerusform></translation>
    </message>
    <message>
        <location line="+42" />
        <source>save the project first: files are copied into its folder</source>
        <translation>zuerst das Projekt speichern: Dateien werden in seinen Ordner kopiert</translation>
    </message>
    <message>
        <location line="+3" />
        <source>the file does not exist</source>
        <translation>die Datei existiert nicht</translation>
    </message>
    <message>
        <location line="+5" />
        <source>cannot create the folder</source>
        <translation>der Ordner kann nicht angelegt werden</translation>
    </message>
    <message>
        <location line="+10" />
        <source>cannot copy %1 here</source>
        <translation>%1 kann nicht hierher kopiert werden</translation>
    </message>
</context>
<context>
    <name>SoundCueCommands</name>
    <message>
        <location filename="../editor/document/commands/sound_cue_commands.cpp" line="+22" />
        <source>New sound cue “%1”</source>
        <translation>Neuer Soundcue „%1“</translation>
    </message>
</context>
<context>
    <name>SpawnTimeline</name>
    <message>
        <location filename="../editor/ui/spawn_timeline/spawn_timeline_layout.cpp" line="+68" />
        <source>on %1</source>
        <translation>bei %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>after wave %1</source>
        <translation>nach Welle %1</translation>
    </message>
</context>
<context>
    <name>SpriteDock</name>
    <message>
        <location filename="../editor/ui/sprite/sprite_edits.cpp" line="+68" />
        <location line="+19" />
        <source>The tileset already has a frame group "%1"</source>
        <translation>Das Tileset hat bereits eine Bildgruppe „%1“</translation>
    </message>
    <message>
        <location line="-13" />
        <source>New Frame Group %1</source>
        <translation>Neue Bildgruppe %1</translation>
    </message>
    <message>
        <location line="+9" />
        <source>A frame group needs a name</source>
        <translation>Eine Bildgruppe braucht einen Namen</translation>
    </message>
    <message>
        <location line="+11" />
        <source>Rename Frame Group %1 to %2</source>
        <translation>Bildgruppe %1 in %2 umbenennen</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Delete Frame Group %1</source>
        <translation>Bildgruppe %1 löschen</translation>
    </message>
    <message>
        <location line="+23" />
        <source>Reorder Frames of %1</source>
        <translation>Bilder von %1 umsortieren</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Move Origin</source>
        <translation>Ursprung verschieben</translation>
    </message>
</context>
<context>
    <name>SteadyToolbar</name>
    <message>
        <location filename="../editor/ui/shell/steady_toolbar.cpp" line="+18" />
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Redo %1</source>
        <translation>%1 wiederholen</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Undo %1</source>
        <translation>%1 rückgängig machen</translation>
    </message>
</context>
<context>
    <name>TileDefCommands</name>
    <message>
        <source>Tile definitions have no property %1</source>
        <translation type="vanished">Kacheldefinitionen haben keine Eigenschaft %1</translation>
    </message>
    <message>
        <source>Polygon %1: %2</source>
        <translation type="vanished">Polygon %1: %2</translation>
    </message>
    <message>
        <source>A tile definition needs a name.</source>
        <translation type="vanished">Eine Kacheldefinition braucht einen Namen.</translation>
    </message>
    <message>
        <source>The project already has a tile definition named "%1".</source>
        <translation type="vanished">Das Projekt hat bereits eine Kacheldefinition namens „%1“.</translation>
    </message>
    <message>
        <source>Set %1 of tile %2</source>
        <translation type="vanished">%1 von Kachel %2 setzen</translation>
    </message>
</context>
<context>
    <name>TileEditTool</name>
    <message>
        <location filename="../editor/ui/tile_editor/tile_edit_tool.cpp" line="+75" />
        <source>Draw Polygon: click to add points; click the first point or press Enter to close; Esc cancels.</source>
        <translation>Polygon zeichnen: Klicken fügt Punkte hinzu; Klick auf den ersten Punkt oder Eingabe schließt; Esc bricht ab.</translation>
    </message>
    <message>
        <location line="+180" />
        <source>Polygon %1: %2</source>
        <translation>Polygon %1: %2</translation>
    </message>
    <message numerus="yes">
        <location line="+32" />
        <source>Move %n point(s) of tile %1</source>
        <translation><numerusform>%Ln Punkt der Kachel %1 verschieben</numerusform><numerusform>%Ln Punkte der Kachel %1 verschieben</numerusform></translation>
    </message>
    <message>
        <location filename="../editor/ui/tile_editor/tile_edit_tool_edits.cpp" line="+45" />
        <source>Tile %1: %2</source>
        <translation>Kachel %1: %2</translation>
    </message>
    <message>
        <location line="+44" />
        <source>The camera entry and exit cannot be deleted; move them instead.</source>
        <translation>Kameraeintritt und -austritt können nicht gelöscht werden; verschieben Sie sie stattdessen.</translation>
    </message>
    <message numerus="yes">
        <location line="+5" />
        <source>Delete %n polygon(s) of tile %1</source>
        <translation><numerusform>%Ln Polygon der Kachel %1 löschen</numerusform><numerusform>%Ln Polygone der Kachel %1 löschen</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>Delete %n vertex(es) of tile %1</source>
        <translation><numerusform>%Ln Eckpunkt der Kachel %1 löschen</numerusform><numerusform>%Ln Eckpunkte der Kachel %1 löschen</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>Delete %n camera point(s) of tile %1</source>
        <translation><numerusform>%Ln Kamerapunkt der Kachel %1 löschen</numerusform><numerusform>%Ln Kamerapunkte der Kachel %1 löschen</numerusform></translation>
    </message>
    <message>
        <location line="+16" />
        <source>Delete polygon %1 of tile %2</source>
        <translation>Polygon %1 der Kachel %2 löschen</translation>
    </message>
    <message>
        <location line="+11" />
        <source>Insert a vertex in tile %1</source>
        <translation>Eckpunkt in Kachel %1 einfügen</translation>
    </message>
    <message>
        <location line="+25" />
        <source>Add a camera point to tile %1</source>
        <translation>Kamerapunkt zu Kachel %1 hinzufügen</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Remove a camera point of tile %1</source>
        <translation>Kamerapunkt der Kachel %1 entfernen</translation>
    </message>
    <message>
        <location line="+12" />
        <source>A polygon needs at least three points.</source>
        <translation>Ein Polygon braucht mindestens drei Punkte.</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Draw a polygon in tile %1</source>
        <translation>Polygon in Kachel %1 zeichnen</translation>
    </message>
</context>
<context>
    <name>TileEditorView</name>
    <message>
        <location filename="../editor/ui/tile_editor/tile_editor_view.cpp" line="+73" />
        <source>Click or drag a rubber band to select; drag to move; double-click an edge to insert a vertex; Delete removes; right-click for more.</source>
        <translation>Klicken oder Auswahlrahmen ziehen zum Auswählen; Ziehen verschiebt; Doppelklick auf eine Kante fügt einen Eckpunkt ein; Entf löscht; Rechtsklick für mehr.</translation>
    </message>
</context>
<context>
    <name>TilePaintTool</name>
    <message>
        <location filename="../editor/ui/tools/tile_paint_tool.cpp" line="+58" />
        <source>&amp;Paint Tiles</source>
        <translation>Kacheln &amp;zeichnen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Click or drag in the viewport to place the brush picked in the Tileset dock</source>
        <translation>In der Ansicht klicken oder ziehen, um den im Tileset-Dock gewählten Pinsel zu setzen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Erase Tiles</source>
        <translation>Kacheln ra&amp;dieren</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Click or drag over placed tiles to remove them</source>
        <translation>Gesetzte Kacheln anklicken oder überstreichen, um sie zu entfernen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Fill Tile Rectangle</source>
        <translation>Kachelrechteck &amp;füllen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Drag a rectangle to fill it with the brush</source>
        <translation>Ein Rechteck ziehen, um es mit dem Pinsel zu füllen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Select &amp;Tiles</source>
        <translation>Kacheln au&amp;swählen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Click or rubber-band placed tiles; drag them as a group; Delete removes them</source>
        <translation>Gesetzte Kacheln anklicken oder mit dem Auswahlrahmen wählen; Ziehen verschiebt sie als Gruppe; Entf entfernt sie</translation>
    </message>
    <message>
        <location line="+4" />
        <location line="+140" />
        <source>Paint Tiles: pick tiles in the Tileset dock first</source>
        <translation>Kacheln zeichnen: zuerst Kacheln im Tileset-Dock wählen</translation>
    </message>
    <message>
        <location line="-13" />
        <source>Tile layers belong to chain links: append a tile to the chain first</source>
        <translation>Kachelebenen gehören zu Kettengliedern: zuerst eine Kachel an die Kette anhängen</translation>
    </message>
    <message>
        <location line="+26" />
        <source>Fill Tile Rectangle: pick tiles in the Tileset dock first</source>
        <translation>Kachelrechteck füllen: zuerst Kacheln im Tileset-Dock wählen</translation>
    </message>
    <message>
        <location line="+91" />
        <source>Paint Tiles</source>
        <translation>Kacheln zeichnen</translation>
    </message>
    <message>
        <location line="+36" />
        <source>Erase Tiles</source>
        <translation>Kacheln radieren</translation>
    </message>
    <message>
        <location line="+27" />
        <source>Fill Tile Rectangle</source>
        <translation>Kachelrechteck füllen</translation>
    </message>
    <message>
        <location line="+7" />
        <location line="+21" />
        <source>Move Tiles</source>
        <translation>Kacheln verschieben</translation>
    </message>
    <message numerus="yes">
        <location line="+46" />
        <source>Delete %n Tile(s)</source>
        <translation><numerusform>%Ln Kachel löschen</numerusform><numerusform>%Ln Kacheln löschen</numerusform></translation>
    </message>
</context>
<context>
    <name>TilesetDock</name>
    <message>
        <location filename="../editor/ui/tileset/collision_preset_menu.cpp" line="+43" />
        <source>Set Collision: %1</source>
        <translation>Kollision setzen: %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Set Collision: %1 on %2 tiles</source>
        <translation>Kollision setzen: %1 auf %2 Kacheln</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Collision</source>
        <translation>Kollision</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Give the picked tiles ready-made collision, scaled to each tile's size</source>
        <translation>Den gewählten Kacheln fertige Kollision geben, auf die Größe jeder Kachel skaliert</translation>
    </message>
    <message>
        <location line="+11" />
        <source>Collision not set: %1</source>
        <translation>Kollision nicht gesetzt: %1</translation>
    </message>
    <message>
        <location filename="../editor/ui/tileset/collision_presets.cpp" line="+39" />
        <source>Full Block</source>
        <translation>Voller Block</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Top Half</source>
        <translation>Obere Hälfte</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Bottom Half</source>
        <translation>Untere Hälfte</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Slope Up</source>
        <translation>Steigung aufwärts</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Slope Down</source>
        <translation>Steigung abwärts</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Gentle Slope Up</source>
        <translation>Flache Steigung aufwärts</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Gentle Slope Down</source>
        <translation>Flache Steigung abwärts</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Clear</source>
        <translation>Leeren</translation>
    </message>
    <message>
        <location filename="../editor/ui/tileset/tile_animation_edits.cpp" line="+27" />
        <source>No tile named '%1'</source>
        <translation>Keine Kachel namens '%1'</translation>
    </message>
    <message>
        <location line="+4" />
        <source>A frame lasts at least 1 ms</source>
        <translation>Ein Bild dauert mindestens 1 ms</translation>
    </message>
    <message>
        <location line="+29" />
        <source>Animate Tile %1</source>
        <translation>Kachel %1 animieren</translation>
    </message>
</context>
<context>
    <name>TilesetImport</name>
    <message>
        <location filename="../editor/ui/tileset/tileset_import.cpp" line="+24" />
        <location line="+30" />
        <source>Save the project first: imported tilesets are copied into its folder.</source>
        <translation>Zuerst das Projekt speichern: importierte Tilesets werden in seinen Ordner kopiert.</translation>
    </message>
    <message>
        <location line="-26" />
        <source>%1: no tileset format reads this file (formats: %2)</source>
        <translation>%1: kein Tileset-Format liest diese Datei (Formate: %2)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>none loaded</source>
        <translation>keines geladen</translation>
    </message>
    <message>
        <location line="+5" />
        <source>%1: the project already has a tileset named “%2”; rename one of them</source>
        <translation>%1: das Projekt hat schon ein Tileset namens „%2“; eines davon umbenennen</translation>
    </message>
    <message>
        <location line="+6" />
        <source>%1: nothing was imported</source>
        <translation>%1: nichts wurde importiert</translation>
    </message>
    <message>
        <location line="+11" />
        <source>Import Tileset</source>
        <translation>Tileset importieren</translation>
    </message>
    <message>
        <location line="+9" />
        <source>No tileset format is loaded (plugins searched in %1).</source>
        <translation>Kein Tileset-Format geladen (Plugins gesucht in %1).</translation>
    </message>
    <message>
        <location line="+5" />
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
</context>
<context>
    <name>TilesetStore</name>
    <message>
        <source>cannot copy the tileset file from %1</source>
        <translation type="vanished">die Tileset-Datei kann nicht von %1 kopiert werden</translation>
    </message>
</context>
<context>
    <name>WeaponCommands</name>
    <message>
        <location filename="../editor/document/commands/weapon_commands.cpp" line="+23" />
        <source>New weapon %1</source>
        <translation>Neue Waffe %1</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Duplicate weapon %1</source>
        <translation>Waffe %1 duplizieren</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Delete weapon %1</source>
        <translation>Waffe %1 löschen</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../editor/app/main.cpp" line="+94" />
        <source>Scrollwork level editor</source>
        <translation>Scrollwork-Level-Editor</translation>
    </message>
    <message>
        <location line="+3" />
        <source>User interface language.</source>
        <translation>Sprache der Benutzeroberfläche.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Project folder or project.json to open.</source>
        <translation>Zu öffnender Projektordner oder project.json.</translation>
    </message>
</context>
<context>
    <name>sw::editor::AnimationsDock</name>
    <message>
        <location filename="../editor/ui/animation/animations_dock.cpp" line="+36" />
        <source>Character: %1</source>
        <translation>Figur: %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Monster: %1</source>
        <translation>Monster: %1</translation>
    </message>
    <message>
        <location line="+11" />
        <source>Animations</source>
        <translation>Animationen</translation>
    </message>
    <message>
        <location line="+5" />
        <source>The character or monster type whose animations are shown</source>
        <translation>Die Figur oder der Monstertyp, dessen Animationen gezeigt werden</translation>
    </message>
    <message>
        <location line="+3" />
        <location line="+165" />
        <source>Add Animation</source>
        <translation>Animation hinzufügen</translation>
    </message>
    <message>
        <location line="-163" />
        <source>A new animation line: a template over one of the sprite's frame groups</source>
        <translation>Eine neue Animationszeile: eine Vorlage über eine der Bildgruppen des Sprites</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Delete the picked animations and wires (Delete)</source>
        <translation>Die gewählten Animationen und Verbindungen löschen (Entf)</translation>
    </message>
    <message>
        <location line="+11" />
        <source>Drag from a box's orange dot onto another box: chain (then) or switch (if). Double-click a switch to edit its condition, a box to edit its line.</source>
        <translation>Vom orangen Punkt eines Kastens auf einen anderen Kasten ziehen: verketten (then) oder wechseln (if). Doppelklick auf einen Wechsel bearbeitet seine Bedingung, auf einen Kasten seine Zeile.</translation>
    </message>
    <message>
        <location line="+99" />
        <source>No character or monster type in the project: add one in the Project dock</source>
        <translation>Keine Figur und kein Monstertyp im Projekt: im Projekt-Dock eines davon hinzufügen</translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>%n animation(s), no problems</source>
        <translation><numerusform>%Ln Animation, keine Probleme</numerusform><numerusform>%Ln Animationen, keine Probleme</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>%n problem(s): shown on the boxes in red</source>
        <translation><numerusform>%Ln Problem: rot an den Kästen gezeigt</numerusform><numerusform>%Ln Probleme: rot an den Kästen gezeigt</numerusform></translation>
    </message>
    <message>
        <location line="+9" />
        <source>Chain: then (plays when it ends)</source>
        <translation>Verkettung: then (spielt, wenn sie endet)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Switch: if CONDITION (switches at once)...</source>
        <translation>Wechsel: if BEDINGUNG (wechselt sofort)...</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Switch</source>
        <translation>Wechsel</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Condition over the creature's signals (grounded, moving, falling, attacking, speed ...):</source>
        <translation>Bedingung über die Signale der Kreatur (grounded, moving, falling, attacking, speed ...):</translation>
    </message>
    <message>
        <location line="+15" />
        <source>Switch Condition</source>
        <translation>Wechselbedingung</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Switch when:</source>
        <translation>Wechseln, wenn:</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Animation</source>
        <translation>Animation</translation>
    </message>
    <message>
        <location line="+0" />
        <source>NAME: TEMPLATE GROUP [every N]; ...</source>
        <translation>NAME: VORLAGE GRUPPE [every N]; ...</translation>
    </message>
    <message>
        <location line="+22" />
        <source> ticks per frame</source>
        <translation> Ticks pro Bild</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Template</source>
        <translation>Vorlage</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Frame group</source>
        <translation>Bildgruppe</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Every</source>
        <translation>Bilddauer</translation>
    </message>
</context>
<context>
    <name>sw::editor::AssetUsesDialog</name>
    <message>
        <location filename="../editor/ui/dialogs/asset_uses_dialog.cpp" line="+17" />
        <source>Delete %1?</source>
        <translation>%1 löschen?</translation>
    </message>
    <message numerus="yes">
        <location line="+4" />
        <source>%1 is used in %n place(s). Deleting it leaves these references broken (Check Project lists them; Undo brings it back).</source>
        <translation><numerusform>%1 wird an %Ln Stelle verwendet. Löschen hinterlässt diese Verweise kaputt (Projekt prüfen listet sie; Rückgängig holt es zurück).</numerusform><numerusform>%1 wird an %Ln Stellen verwendet. Löschen hinterlässt diese Verweise kaputt (Projekt prüfen listet sie; Rückgängig holt es zurück).</numerusform></translation>
    </message>
    <message>
        <location line="+12" />
        <source>Delete Anyway</source>
        <translation>Trotzdem löschen</translation>
    </message>
</context>
<context>
    <name>sw::editor::Autosaver</name>
    <message>
        <location filename="../editor/document/recovery/autosaver.cpp" line="+89" />
        <source>Undo %1</source>
        <translation>%1 rückgängig machen</translation>
    </message>
    <message>
        <location line="+58" />
        <source>Autosave failed: %1</source>
        <translation>Automatisches Speichern fehlgeschlagen: %1</translation>
    </message>
</context>
<context>
    <name>sw::editor::BehaviourDock</name>
    <message>
        <location filename="../editor/ui/behaviour/behaviour_dock.cpp" line="+31" />
        <source>Behaviour</source>
        <translation>Verhalten</translation>
    </message>
    <message>
        <location line="+11" />
        <source>The state machine shown: the body's, or one of a part's (they all run side by side)</source>
        <translation>Der gezeigte Zustandsautomat: der des Rumpfs oder der eines Teils (alle laufen nebeneinander)</translation>
    </message>
    <message>
        <location line="+4" />
        <location line="+197" />
        <source>Add State</source>
        <translation>Zustand hinzufügen</translation>
    </message>
    <message>
        <location line="-195" />
        <source>A new state in this machine (the first state of a machine is its initial one)</source>
        <translation>Ein neuer Zustand in diesem Automaten (der erste Zustand eines Automaten ist sein Anfangszustand)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Delete the picked transitions and states (Delete); a state takes the lines that lead to it along</source>
        <translation>Die gewählten Übergänge und Zustände löschen (Entf); ein Zustand nimmt die Zeilen mit, die zu ihm führen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Arrange</source>
        <translation>Anordnen</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Lay the machine out afresh: columns by steps from the initial state</source>
        <translation>Den Automaten neu anordnen: Spalten nach Schritten vom Anfangszustand</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Frame All</source>
        <translation>Alles zeigen</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Show the whole machine (Home)</source>
        <translation>Den ganzen Automaten zeigen (Pos1)</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Drag from a state's orange dot onto a state: a new transition. Double-click a transition to edit its condition; right-click for more.</source>
        <translation>Vom orangen Punkt eines Zustands auf einen Zustand ziehen: ein neuer Übergang. Doppelklick auf einen Übergang bearbeitet seine Bedingung; Rechtsklick für mehr.</translation>
    </message>
    <message>
        <location line="+113" />
        <source>Body: %1</source>
        <translation>Rumpf: %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Part %1: %2</source>
        <translation>Teil %1: %2</translation>
    </message>
    <message>
        <location line="+25" />
        <source>Pick an enemy type in the Enemy Types dock (or a spawn in the level) to see its behaviour</source>
        <translation>Einen Gegnertyp im Dock Gegnertypen (oder einen Spawn im Level) wählen, um sein Verhalten zu sehen</translation>
    </message>
    <message>
        <location line="+8" />
        <source>No states in this machine yet: Add State (or right-click the graph) makes one</source>
        <translation>Noch keine Zustände in diesem Automaten: Zustand hinzufügen (oder Rechtsklick in den Graphen) legt einen an</translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>%n state(s), no problems</source>
        <translation><numerusform>%Ln Zustand, keine Probleme</numerusform><numerusform>%Ln Zustände, keine Probleme</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+3" />
        <source>%n problem(s): shown in red on the graph (hover for the message)</source>
        <translation><numerusform>%Ln Problem: rot im Graphen gezeigt (Mauszeiger darüber für die Meldung)</numerusform><numerusform>%Ln Probleme: rot im Graphen gezeigt (Mauszeiger darüber für die Meldung)</numerusform></translation>
    </message>
    <message>
        <location line="+16" />
        <source>Transition Condition</source>
        <translation>Übergangsbedingung</translation>
    </message>
    <message>
        <location line="+1" />
        <source>When does %1 change state?
after N, health &lt; N, pathEnd, playerWithin R, trigger NAME, flag NAME, destroyed PART, phase NAME, always</source>
        <translation>Wann wechselt %1 den Zustand?
after N, health &lt; N, pathEnd, playerWithin R, trigger NAME, flag NAME, destroyed PART, phase NAME, always</translation>
    </message>
    <message>
        <location line="+16" />
        <source>Delete State %1</source>
        <translation>Zustand %1 löschen</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Edit Condition...</source>
        <translation>Bedingung bearbeiten...</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Delete Transition</source>
        <translation>Übergang löschen</translation>
    </message>
</context>
<context>
    <name>sw::editor::BossPreviewDock</name>
    <message>
        <location filename="../editor/ui/boss_preview/boss_preview_dock.cpp" line="+28" />
        <source>Boss Preview</source>
        <translation>Boss-Vorschau</translation>
    </message>
    <message>
        <location line="+10" />
        <location line="+130" />
        <source>Play</source>
        <translation>Spielen</translation>
    </message>
    <message>
        <location line="-129" />
        <source>Play the boss from the tick shown, one tick per frame</source>
        <translation>Spielt den Boss ab dem gezeigten Tick ab, ein Tick pro Bild</translation>
    </message>
    <message>
        <location line="+7" />
        <source>tick </source>
        <translation>Tick </translation>
    </message>
    <message>
        <location line="+1" />
        <source>The tick shown: the preview runs the boss from its start to here</source>
        <translation>Der gezeigte Tick: die Vorschau lässt den Boss von seinem Anfang bis hierher laufen</translation>
    </message>
    <message>
        <location line="+9" />
        <source>The part the buttons act on</source>
        <translation>Das Teil, auf das die Knöpfe wirken</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Damage Part</source>
        <translation>Teil beschädigen</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 damage to the part at this tick (kept: every re-run repeats it)</source>
        <translation>%1 Schaden am Teil in diesem Tick (bleibt: jeder neue Lauf wiederholt ihn)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Destroy Part</source>
        <translation>Teil zerstören</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Destroys the part and what hangs below it at this tick (kept: every re-run repeats it)</source>
        <translation>Zerstört das Teil und was darunter hängt in diesem Tick (bleibt: jeder neue Lauf wiederholt es)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Reset</source>
        <translation>Zurücksetzen</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Forgets every damage and destroy pressed</source>
        <translation>Vergisst jeden gedrückten Schaden und jede Zerstörung</translation>
    </message>
    <message>
        <location line="+103" />
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <location line="+37" />
        <source>No enemy type is current.</source>
        <translation>Kein Gegnertyp ist aktuell.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Cannot play: %1</source>
        <translation>Kann nicht spielen: %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Tick 0: the enemy appears on the next tick.</source>
        <translation>Tick 0: der Gegner erscheint im nächsten Tick.</translation>
    </message>
    <message>
        <location line="+0" />
        <source>The enemy is gone.</source>
        <translation>Der Gegner ist fort.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Phase: %1</source>
        <translation>Phase: %1</translation>
    </message>
    <message>
        <location line="+0" />
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location line="+3" />
        <source>body</source>
        <translation>Rumpf</translation>
    </message>
    <message numerus="yes">
        <location line="+5" />
        <source>%n press(es) kept</source>
        <translation><numerusform>%Ln Druck bleibt</numerusform><numerusform>%Ln Drücke bleiben</numerusform></translation>
    </message>
</context>
<context>
    <name>sw::editor::BossPreviewView</name>
    <message>
        <location filename="../editor/ui/boss_preview/boss_preview_view.cpp" line="+51" />
        <source>Drag the ship: the boss aims at it</source>
        <translation>Ziehen Sie das Schiff: der Boss zielt darauf</translation>
    </message>
    <message>
        <location line="+65" />
        <source>Pick an enemy type in the Enemy Types dock</source>
        <translation>Wählen Sie einen Gegnertyp im Dock Gegnertypen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>This enemy type cannot play: %1</source>
        <translation>Dieser Gegnertyp kann nicht spielen: %1</translation>
    </message>
</context>
<context>
    <name>sw::editor::BothVersionsDialog</name>
    <message>
        <location filename="../editor/ui/dialogs/both_versions_dialog.cpp" line="+66" />
        <source>Both Versions of %1</source>
        <translation>Beide Fassungen von %1</translation>
    </message>
    <message>
        <location line="+27" />
        <source>On disk (changed outside the editor)</source>
        <translation>Auf der Festplatte (außerhalb des Editors geändert)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Mine (unsaved changes in the editor)</source>
        <translation>Meine (ungespeicherte Änderungen im Editor)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Lines that differ are highlighted: %1 on disk, %2 in the editor</source>
        <translation>Abweichende Zeilen sind hervorgehoben: %1 auf der Festplatte, %2 im Editor</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The two versions are the same</source>
        <translation>Die beiden Fassungen sind gleich</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Use Disk Version</source>
        <translation>Fassung von der Festplatte verwenden</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Keep Mine</source>
        <translation>Meine behalten</translation>
    </message>
</context>
<context>
    <name>sw::editor::BrokenReferencesDialog</name>
    <message>
        <location filename="../editor/ui/dialogs/broken_references_dialog.cpp" line="+29" />
        <location line="+59" />
        <source>Broken References</source>
        <translation>Defekte Verweise</translation>
    </message>
    <message>
        <location line="-51" />
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Where</source>
        <translation>Wo</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Missing</source>
        <translation>Fehlt</translation>
    </message>
    <message>
        <location line="+18" />
        <source>&amp;Locate...</source>
        <translation>&amp;Suchen...</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Pick the file for the selected reference</source>
        <translation>Die Datei für den ausgewählten Verweis wählen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Locate All in &amp;Folder...</source>
        <translation>Alle im &amp;Ordner suchen...</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Relink every missing file found in a folder or its subfolders</source>
        <translation>Jede fehlende Datei, die in einem Ordner oder seinen Unterordnern liegt, neu verknüpfen</translation>
    </message>
    <message>
        <location line="+13" />
        <source>Locate</source>
        <translation>Suchen</translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>%n other missing file(s) are in the same folder. Relink them too?

%1</source>
        <translation><numerusform>%Ln weitere fehlende Datei liegt im selben Ordner. Auch sie neu verknüpfen?

%1</numerusform><numerusform>%Ln weitere fehlende Dateien liegen im selben Ordner. Auch sie neu verknüpfen?

%1</numerusform></translation>
    </message>
    <message>
        <location line="+6" />
        <source>Copy Into Project</source>
        <translation>In das Projekt kopieren</translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>%n file(s) are outside the project folder. The project keeps only paths inside its folder: copy them into the project?

%1</source>
        <translation><numerusform>%Ln Datei liegt außerhalb des Projektordners. Das Projekt behält nur Pfade innerhalb seines Ordners: in das Projekt kopieren?

%1</numerusform><numerusform>%Ln Dateien liegen außerhalb des Projektordners. Das Projekt behält nur Pfade innerhalb seines Ordners: in das Projekt kopieren?

%1</numerusform></translation>
    </message>
    <message>
        <location line="+31" />
        <source>Mesh</source>
        <translation>Mesh</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Tileset file</source>
        <translation>Tileset-Datei</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Tileset image</source>
        <translation>Tileset-Bild</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Material graph</source>
        <translation>Materialgraph</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Tile</source>
        <translation>Kachel</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Tile definition</source>
        <translation>Kacheldefinition</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Enemy type</source>
        <translation>Gegnertyp</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Path</source>
        <translation>Pfad</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Trigger</source>
        <translation>Auslöser</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Chain link</source>
        <translation>Kettenglied</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Nav node</source>
        <translation>Navigationsknoten</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Object</source>
        <translation>Objekt</translation>
    </message>
    <message numerus="yes">
        <location line="+27" />
        <source>%1 (%n placed tile(s))</source>
        <translation><numerusform>%1 (%Ln gesetzte Kachel)</numerusform><numerusform>%1 (%Ln gesetzte Kacheln)</numerusform></translation>
    </message>
    <message>
        <location line="+15" />
        <source>No broken references: every file, tile and object the project names is there.</source>
        <translation>Keine defekten Verweise: jede Datei, Kachel und jedes Objekt, das das Projekt nennt, ist vorhanden.</translation>
    </message>
    <message numerus="yes">
        <location line="+6" />
        <source>Edit &gt; Check Project lists %n other problem(s) in the Log.</source>
        <translation><numerusform>Bearbeiten &gt; Projekt prüfen listet %Ln weiteres Problem im Protokoll auf.</numerusform><numerusform>Bearbeiten &gt; Projekt prüfen listet %Ln weitere Probleme im Protokoll auf.</numerusform></translation>
    </message>
    <message>
        <source>No broken references: every file and tile the project uses is there.</source>
        <translation type="vanished">Keine defekten Verweise: jede Datei und Kachel, die das Projekt verwendet, ist vorhanden.</translation>
    </message>
    <message numerus="yes">
        <location line="-5" />
        <source>%n broken reference(s). Missing meshes and images show as placeholders until relinked.</source>
        <translation><numerusform>%Ln defekter Verweis. Fehlende Meshes und Bilder erscheinen als Platzhalter, bis sie neu verknüpft sind.</numerusform><numerusform>%Ln defekte Verweise. Fehlende Meshes und Bilder erscheinen als Platzhalter, bis sie neu verknüpft sind.</numerusform></translation>
    </message>
    <message>
        <source>A tileset file is relinked by putting it back at %1 and reopening the project.</source>
        <translation type="vanished">Eine Tileset-Datei wird neu verknüpft, indem man sie wieder unter %1 ablegt und das Projekt neu öffnet.</translation>
    </message>
    <message>
        <location line="+24" />
        <source>Add the tileset or tile to the project, or paint over these tiles.</source>
        <translation>Das Tileset oder die Kachel dem Projekt hinzufügen oder diese Kacheln übermalen.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Pick an existing one in the Properties of the object, or create one named “%1”.</source>
        <translation>Wählen Sie in den Eigenschaften des Objekts ein vorhandenes aus oder legen Sie eines namens „%1“ an.</translation>
    </message>
    <message>
        <location line="+9" />
        <source>%1 cannot be relinked to a file.</source>
        <translation>%1 kann nicht mit einer Datei neu verknüpft werden.</translation>
    </message>
    <message>
        <location line="+22" />
        <source>None of the missing files is in %1 or its subfolders.</source>
        <translation>Keine der fehlenden Dateien liegt in %1 oder seinen Unterordnern.</translation>
    </message>
    <message>
        <location line="+13" />
        <source>Save the project first: files from outside are copied into its folder.</source>
        <translation>Zuerst das Projekt speichern: Dateien von außerhalb werden in seinen Ordner kopiert.</translation>
    </message>
    <message>
        <location line="+45" />
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 files (*.%2)</source>
        <translation>%1-Dateien (*.%2)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Locate %1</source>
        <translation>%1 suchen</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Locate All in Folder</source>
        <translation>Alle im Ordner suchen</translation>
    </message>
</context>
<context>
    <name>sw::editor::ChainDock</name>
    <message>
        <location filename="../editor/ui/docks/chain_dock.cpp" line="+105" />
        <source>Chain</source>
        <translation>Kette</translation>
    </message>
    <message>
        <source>Tile definitions: drag into the chain strip, or double-click to append</source>
        <translation type="vanished">Kacheldefinitionen: in die Kettenleiste ziehen oder doppelklicken zum Anhängen</translation>
    </message>
    <message>
        <source>Tile definitions: drag into the chain strip; double-click to edit in the Tile Editor</source>
        <translation type="vanished">Kacheldefinitionen: in den Kettenstreifen ziehen; Doppelklick bearbeitet im Kachel-Editor</translation>
    </message>
    <message>
        <location line="+66" />
        <source>No tile definitions yet: press + or drop a mesh from the Project dock here</source>
        <translation>Noch keine Kacheldefinitionen: + drücken oder ein Mesh aus dem Projekt-Dock hier ablegen</translation>
    </message>
    <message>
        <location line="-48" />
        <source>Tile definitions: drag into the chain strip; double-click to edit in the Tile Editor; drop a mesh here to make one</source>
        <translation>Kacheldefinitionen: in die Kettenleiste ziehen; Doppelklick bearbeitet im Kachel-Editor; ein hier abgelegtes Mesh ergibt eine neue</translation>
    </message>
    <message>
        <location line="+14" />
        <source>New tile definition from a mesh (or none)</source>
        <translation>Neue Kacheldefinition aus einem Mesh (oder ohne)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Tiles</source>
        <translation>Kacheln</translation>
    </message>
    <message>
        <source>No tile definitions yet: make one from a mesh in the Project dock.</source>
        <translation type="vanished">Noch keine Kacheldefinitionen: machen Sie eine aus einem Mesh im Projekt-Dock.</translation>
    </message>
    <message>
        <location line="+32" />
        <source>Drag tiles from the palette here to build the level's chain.</source>
        <translation>Ziehen Sie Kacheln aus der Palette hierher, um die Kette des Levels zu bauen.</translation>
    </message>
    <message>
        <location line="+30" />
        <source>New Tile Definition...</source>
        <translation>Neue Kacheldefinition...</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Append to Chain</source>
        <translation>An die Kette anhängen</translation>
    </message>
    <message>
        <location line="+63" />
        <source>No level is open.</source>
        <translation>Kein Level ist geöffnet.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Select a contiguous range of chain tiles.</source>
        <translation>Wählen Sie einen zusammenhängenden Bereich von Kettenkacheln.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Select the chain tiles that should repeat.</source>
        <translation>Wählen Sie die Kettenkacheln, die sich wiederholen sollen.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Name the trigger that ends the loop.</source>
        <translation>Nennen Sie den Auslöser, der die Schleife beendet.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>"%1" is not a trigger.</source>
        <translation>„%1“ ist kein Auslöser.</translation>
    </message>
    <message>
        <location line="+12" />
        <location line="+35" />
        <location line="+4" />
        <source>Make Loop</source>
        <translation>Schleife erstellen</translation>
    </message>
    <message>
        <location line="-28" />
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Duplicate</source>
        <translation>Duplizieren</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Replace With</source>
        <translation>Ersetzen durch</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Make Loop...</source>
        <translation>Schleife erstellen...</translation>
    </message>
    <message>
        <location line="+13" />
        <source>Repeat until this trigger fires:</source>
        <translation>Wiederholen, bis dieser Auslöser feuert:</translation>
    </message>
</context>
<context>
    <name>sw::editor::ChainStripModel</name>
    <message>
        <location filename="../editor/ui/docks/chain_strip_model.cpp" line="+82" />
        <source>%1: tile %2 (#%3 in the chain)</source>
        <translation>%1: Kachel %2 (Nr. %3 in der Kette)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The tile definition is missing.</source>
        <translation>Die Kacheldefinition fehlt.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>In loop %1</source>
        <translation>In Schleife %1</translation>
    </message>
</context>
<context>
    <name>sw::editor::DiskState</name>
    <message numerus="yes">
        <location filename="../editor/document/outside/disk_state.cpp" line="+140" />
        <source>changed on disk since it was read (%n file(s) in all); nothing was saved</source>
        <translation><numerusform>wurde seit dem Lesen auf der Festplatte geändert (insgesamt %Ln Datei); nichts wurde gespeichert</numerusform><numerusform>wurde seit dem Lesen auf der Festplatte geändert (insgesamt %Ln Dateien); nichts wurde gespeichert</numerusform></translation>
    </message>
</context>
<context>
    <name>sw::editor::Document</name>
    <message>
        <location filename="../editor/document/document.cpp" line="+64" />
        <location line="+132" />
        <source>Untitled</source>
        <translation>Unbenannt</translation>
    </message>
    <message>
        <location line="-130" />
        <source>Level 1</source>
        <translation>Level 1</translation>
    </message>
    <message>
        <location line="+21" />
        <source>Could not open %1</source>
        <translation>%1 konnte nicht geöffnet werden</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Opened %1</source>
        <translation>%1 geöffnet</translation>
    </message>
    <message>
        <location line="+4" />
        <source>File format %1: saving upgrades it to format %2, which older Scrollwork builds cannot open</source>
        <translation>Dateiformat %1: Speichern hebt es auf Format %2, das ältere Scrollwork-Versionen nicht öffnen können</translation>
    </message>
    <message>
        <location line="+19" />
        <source>Check: no problems in %1</source>
        <translation>Prüfung: keine Probleme in %1</translation>
    </message>
    <message numerus="yes">
        <location line="+10" />
        <source>Check: %n error(s)</source>
        <translation><numerusform>Prüfung: %Ln Fehler</numerusform><numerusform>Prüfung: %Ln Fehler</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>%n warning(s)</source>
        <translation><numerusform>%Ln Warnung</numerusform><numerusform>%Ln Warnungen</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>%n broken reference(s): File &gt; Broken References</source>
        <translation><numerusform>%Ln defekter Verweis: Datei &gt; Defekte Verweise</numerusform><numerusform>%Ln defekte Verweise: Datei &gt; Defekte Verweise</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>%n external asset(s)</source>
        <translation><numerusform>%Ln externes Asset</numerusform><numerusform>%Ln externe Assets</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Check: %n problem(s) in %1</source>
        <translation type="vanished">
            <numerusform>Prüfung: %Ln Problem in %1</numerusform>
            <numerusform>Prüfung: %Ln Probleme in %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8" />
        <source>The project has no folder yet; use Save As</source>
        <translation>Das Projekt hat noch keinen Ordner; verwenden Sie Speichern unter</translation>
    </message>
    <message>
        <location line="+22" />
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <location line="+12" />
        <source>cannot create the folder: %1</source>
        <translation>der Ordner kann nicht angelegt werden: %1</translation>
    </message>
</context>
<context>
    <name>sw::editor::EditActions</name>
    <message>
        <location filename="../editor/ui/shell/edit_actions.cpp" line="+30" />
        <source>Select &amp;All</source>
        <translation>&amp;Alles auswählen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Select &amp;None</source>
        <translation>&amp;Nichts auswählen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Invert Selection</source>
        <translation>Auswahl &amp;umkehren</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Cu&amp;t</source>
        <translation>&amp;Ausschneiden</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Paste</source>
        <translation>&amp;Einfügen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Paste in P&amp;lace</source>
        <translation>An &amp;Ort und Stelle einfügen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>D&amp;uplicate</source>
        <translation>D&amp;uplizieren</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Delete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Re&amp;name...</source>
        <translation>&amp;Umbenennen...</translation>
    </message>
    <message>
        <location line="+13" />
        <source>Cut</source>
        <translation>Abgeschnitten</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Duplicate</source>
        <translation>Duplizieren</translation>
    </message>
    <message>
        <location line="+56" />
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <location line="+9" />
        <source>%1 refused: %2</source>
        <translation>%1 abgelehnt: %2</translation>
    </message>
    <message numerus="yes">
        <source>Cut %n object(s)</source>
        <translation type="vanished">
            <numerusform>%Ln Objekt ausschneiden</numerusform>
            <numerusform>%Ln Objekte ausschneiden</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12" />
        <source>The clipboard is empty.</source>
        <translation>Die Zwischenablage ist leer.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Nothing to paste: %1</source>
        <translation>Nichts einzufügen: %1</translation>
    </message>
    <message>
        <location line="+0" />
        <source>clipboard</source>
        <translation>Zwischenablage</translation>
    </message>
    <message>
        <location line="+2" />
        <location line="+11" />
        <source>Paste</source>
        <translation>Einfügen</translation>
    </message>
    <message>
        <location line="-10" />
        <source>The clipboard holds no Scrollwork objects.

%1</source>
        <translation>Die Zwischenablage enthält keine Scrollwork-Objekte.

%1</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Paste in Place</source>
        <translation>An Ort und Stelle einfügen</translation>
    </message>
    <message>
        <location line="+16" />
        <location line="+4" />
        <source>Rename</source>
        <translation>Umbenennen</translation>
    </message>
    <message>
        <location line="-4" />
        <source>New name:</source>
        <translation>Neuer Name:</translation>
    </message>
</context>
<context>
    <name>sw::editor::EffectsDock</name>
    <message>
        <location filename="../editor/ui/effects/effects_dock.cpp" line="+37" />
        <source>Emitter “%1” of effect “%2”</source>
        <translation>Emitter „%1“ des Effekts „%2“</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Effect “%1”</source>
        <translation>Effekt „%1“</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Effects</source>
        <translation>Effekte</translation>
    </message>
    <message>
        <location line="+16" />
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <location line="+0" />
        <source>A new effect: one burst of sparks</source>
        <translation>Ein neuer Effekt: ein Funkenstoß</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Duplicate</source>
        <translation>Duplizieren</translation>
    </message>
    <message>
        <location line="+0" />
        <source>A copy of the picked effect</source>
        <translation>Eine Kopie des gewählten Effekts</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Delete the picked effect</source>
        <translation>Den gewählten Effekt löschen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Rename</source>
        <translation>Umbenennen</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Rename the picked effect and what names it</source>
        <translation>Den gewählten Effekt umbenennen, samt allem, was ihn nennt</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Add Emitter</source>
        <translation>Emitter hinzufügen</translation>
    </message>
    <message>
        <location line="+0" />
        <source>A new emitter in the picked effect</source>
        <translation>Ein neuer Emitter im gewählten Effekt</translation>
    </message>
    <message>
        <location line="+1" />
        <location line="+63" />
        <source>Delete Emitter</source>
        <translation>Emitter löschen</translation>
    </message>
    <message>
        <location line="-63" />
        <source>Delete the picked emitter</source>
        <translation>Den gewählten Emitter löschen</translation>
    </message>
    <message>
        <location line="+15" />
        <location line="+74" />
        <location line="+20" />
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <location line="-94" />
        <source>Play or pause the preview's loop</source>
        <translation>Die Schleife der Vorschau abspielen oder anhalten</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The preview's time in its loop, in ticks: drag to see a moment</source>
        <translation>Die Zeit der Vorschau in ihrer Schleife, in Ticks: ziehen, um einen Moment zu sehen</translation>
    </message>
    <message numerus="yes">
        <location line="+3" />
        <location line="+78" />
        <location line="+104" />
        <source>%n particles</source>
        <translation><numerusform>%Ln Partikel</numerusform><numerusform>%Ln Partikel</numerusform></translation>
    </message>
    <message>
        <location line="-171" />
        <source>New Effect</source>
        <translation>Neuer Effekt</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Duplicate Effect</source>
        <translation>Effekt duplizieren</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Delete Effect</source>
        <translation>Effekt löschen</translation>
    </message>
    <message>
        <location line="+6" />
        <location line="+3" />
        <source>Rename Effect</source>
        <translation>Effekt umbenennen</translation>
    </message>
    <message>
        <location line="-3" />
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <location line="+7" />
        <source>New Emitter</source>
        <translation>Neuer Emitter</translation>
    </message>
    <message>
        <location line="+32" />
        <location line="+4" />
        <source>Play</source>
        <translation>Spielen</translation>
    </message>
</context>
<context>
    <name>sw::editor::EnemyTypesDock</name>
    <message>
        <location filename="../editor/ui/docks/enemy_types_dock.cpp" line="+34" />
        <source>Enemy Types</source>
        <translation>Gegnertypen</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Add Enemy Type</source>
        <translation>Gegnertyp hinzufügen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Add a new enemy type to the project</source>
        <translation>Dem Projekt einen neuen Gegnertyp hinzufügen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Duplicate</source>
        <translation>Duplizieren</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Copy the selected enemy type with all its states</source>
        <translation>Den ausgewählten Gegnertyp mit all seinen Zuständen kopieren</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Remove Enemy Type</source>
        <translation>Gegnertyp entfernen</translation>
    </message>
    <message>
        <source>Remove the selected enemy type (spawns that use it will be reported)</source>
        <translation type="vanished">Den ausgewählten Gegnertyp entfernen (Spawns, die ihn verwenden, werden gemeldet)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Remove the selected enemy type (the spawns that use it are listed first)</source>
        <translation>Den gewählten Gegnertyp entfernen (die Spawns, die ihn verwenden, werden zuerst aufgelistet)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Add State</source>
        <translation>Zustand hinzufügen</translation>
    </message>
    <message>
        <source>Add a behaviour state to the selected enemy type</source>
        <translation type="vanished">Dem ausgewählten Gegnertyp einen Verhaltenszustand hinzufügen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Add a behaviour state to the selected enemy type or part (in the selected state's machine)</source>
        <translation>Dem ausgewählten Gegnertyp oder Teil einen Verhaltenszustand hinzufügen (im Automaten des ausgewählten Zustands)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Remove State</source>
        <translation>Zustand entfernen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Remove the selected state</source>
        <translation>Den ausgewählten Zustand entfernen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Move State Up</source>
        <translation>Zustand nach oben</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Move the state up (the first state is the initial one)</source>
        <translation>Den Zustand nach oben verschieben (der erste Zustand ist der Anfangszustand)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Move State Down</source>
        <translation>Zustand nach unten</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Move the state down</source>
        <translation>Den Zustand nach unten verschieben</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Add Part</source>
        <translation>Teil hinzufügen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Hang a new part on the selected part, or on the body</source>
        <translation>Ein neues Teil an das ausgewählte Teil oder an den Körper hängen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Remove Part</source>
        <translation>Teil entfernen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Remove the selected parts with every part hanging below them</source>
        <translation>Die ausgewählten Teile mit allen darunter hängenden Teilen entfernen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Rename</source>
        <translation>Umbenennen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Rename the selected enemy type, state or part (F2); references follow</source>
        <translation>Den ausgewählten Gegnertyp, Zustand oder das Teil umbenennen (F2); Verweise werden mitgeführt</translation>
    </message>
    <message>
        <location line="+34" />
        <source>Problems of the selected enemy type; double-click one to select its state or part</source>
        <translation>Probleme des ausgewählten Gegnertyps; Doppelklick auf eines wählt seinen Zustand oder sein Teil aus</translation>
    </message>
    <message>
        <location line="+50" />
        <location line="+1" />
        <source>Drop refused: %1</source>
        <translation>Ablegen abgelehnt: %1</translation>
    </message>
    <message>
        <source>Rename the selected enemy type or state (F2); references follow</source>
        <translation type="vanished">Den ausgewählten Gegnertyp oder Zustand umbenennen (F2); Verweise werden mitgeführt</translation>
    </message>
    <message>
        <source>Problems of the selected enemy type; double-click one to select its state</source>
        <translation type="vanished">Probleme des ausgewählten Gegnertyps; Doppelklick auf eines wählt seinen Zustand aus</translation>
    </message>
    <message>
        <location line="-29" />
        <source>No enemy types yet. Add Enemy Type (above) makes one; its states fire, move and turn.</source>
        <translation>Noch keine Gegnertypen. „Gegnertyp hinzufügen“ (oben) legt einen an; seine Zustände feuern, bewegen und wenden.</translation>
    </message>
    <message numerus="yes">
        <source>Enemy type %1 with %n state(s)</source>
        <translation type="vanished">
            <numerusform>Gegnertyp %1 mit %Ln Zustand</numerusform>
            <numerusform>Gegnertyp %1 mit %Ln Zuständen</numerusform>
        </translation>
    </message>
    <message>
        <source>Initial state</source>
        <translation type="vanished">Anfangszustand</translation>
    </message>
    <message>
        <location line="+203" />
        <source>Rename refused: %1</source>
        <translation>Umbenennen abgelehnt: %1</translation>
    </message>
    <message>
        <location line="+33" />
        <source>No problems in %1</source>
        <translation>Keine Probleme in %1</translation>
    </message>
</context>
<context>
    <name>sw::editor::EnemyTypesTree</name>
    <message>
        <location filename="../editor/ui/docks/enemy_types_tree.cpp" line="+94" />
        <source>Machine: %1</source>
        <translation>Automat: %1</translation>
    </message>
    <message>
        <location line="+4" />
        <source>State machine %1: it runs beside the others, from its first state (bold)</source>
        <translation>Zustandsautomat %1: läuft neben den anderen, ab seinem ersten Zustand (fett)</translation>
    </message>
    <message>
        <location line="+15" />
        <source>Initial state</source>
        <translation>Anfangszustand</translation>
    </message>
    <message>
        <location line="+30" />
        <source>Part %1, on the body</source>
        <translation>Teil %1, am Körper</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Part %1, on %2</source>
        <translation>Teil %1, an %2</translation>
    </message>
    <message numerus="yes">
        <location line="+18" />
        <source>Enemy type %1 with %n state(s)</source>
        <translation><numerusform>Gegnertyp %1 mit %Ln Zustand</numerusform><numerusform>Gegnertyp %1 mit %Ln Zuständen</numerusform></translation>
    </message>
    <message>
        <location line="+7" />
        <source>Parts</source>
        <translation>Teile</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The parts hung on the body, each with the parts hung on it; drop a part here to hang it on the body</source>
        <translation>Die am Körper hängenden Teile, jedes mit den an ihm hängenden Teilen; ein hier abgelegtes Teil hängt dann am Körper</translation>
    </message>
</context>
<context>
    <name>sw::editor::GameRulesDock</name>
    <message>
        <location filename="../editor/ui/game_rules/game_rules_dock.cpp" line="+19" />
        <source>Game Rules</source>
        <translation>Spielregeln</translation>
    </message>
    <message>
        <location line="+32" />
        <source>Game rules (%1)</source>
        <translation>Spielregeln (%1)</translation>
    </message>
    <message>
        <location line="+47" />
        <source>No problems in the game rules</source>
        <translation>Keine Probleme in den Spielregeln</translation>
    </message>
    <message>
        <location line="+5" />
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>sw::editor::GraphDock</name>
    <message>
        <location filename="../editor/ui/graph/graph_dock.cpp" line="+25" />
        <source>Graph</source>
        <translation>Graph</translation>
    </message>
    <message>
        <location line="+7" />
        <source>New Graph...</source>
        <translation>Neuer Graph...</translation>
    </message>
    <message>
        <location line="+22" />
        <source>Add Node</source>
        <translation>Knoten hinzufügen</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Search the node library (Tab in the editor)</source>
        <translation>Die Knotenbibliothek durchsuchen (Tab im Editor)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Add Comment</source>
        <translation>Kommentar hinzufügen</translation>
    </message>
    <message>
        <location line="+0" />
        <source>A comment box around the selected nodes</source>
        <translation>Ein Kommentarrahmen um die ausgewählten Knoten</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Frame All</source>
        <translation>Alles zeigen</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Show the whole graph</source>
        <translation>Den ganzen Graphen zeigen</translation>
    </message>
    <message>
        <location line="+17" />
        <source>No texture graphs yet. New Graph... makes one.</source>
        <translation>Noch keine Texturgraphen. „Neuer Graph...“ legt einen an.</translation>
    </message>
    <message>
        <location line="+61" />
        <source>No graph picked</source>
        <translation>Kein Graph gewählt</translation>
    </message>
    <message>
        <location line="+5" />
        <location line="+7" />
        <source>New Graph</source>
        <translation>Neuer Graph</translation>
    </message>
    <message>
        <location line="-7" />
        <source>Name of the texture graph:</source>
        <translation>Name des Texturgraphen:</translation>
    </message>
</context>
<context>
    <name>sw::editor::GraphScene</name>
    <message>
        <location filename="../editor/ui/graph/graph_scene.cpp" line="+55" />
        <source>on</source>
        <translation>an</translation>
    </message>
    <message>
        <location line="+0" />
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <location line="+79" />
        <source>%1 (missing snippet)</source>
        <translation>%1 (Snippet fehlt)</translation>
    </message>
    <message>
        <location line="+13" />
        <source>The snippet library has no node type “%1”</source>
        <translation>Die Snippet-Bibliothek hat keinen Knotentyp „%1“</translation>
    </message>
    <message>
        <location line="+205" />
        <source>Connect</source>
        <translation>Verbinden</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Replace the wire into this input</source>
        <translation>Die Verbindung in diesen Eingang ersetzen</translation>
    </message>
    <message>
        <location line="+43" />
        <source>Wires join an output to an input</source>
        <translation>Verbindungen führen von einem Ausgang zu einem Eingang</translation>
    </message>
    <message>
        <location line="+39" />
        <location line="+114" />
        <source>Comment</source>
        <translation>Kommentar</translation>
    </message>
    <message>
        <location line="-114" />
        <source>Text:</source>
        <translation>Text:</translation>
    </message>
    <message>
        <location line="+30" />
        <source>Insert Reroute</source>
        <translation>Umleitung einfügen</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message numerus="yes">
        <location line="+31" />
        <source>Delete %n graph item(s)</source>
        <translation><numerusform>%Ln Graphelement löschen</numerusform><numerusform>%Ln Graphelemente löschen</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+22" />
        <source>Copied %n graph item(s)</source>
        <translation><numerusform>%Ln Graphelement kopiert</numerusform><numerusform>%Ln Graphelemente kopiert</numerusform></translation>
    </message>
</context>
<context>
    <name>sw::editor::GraphView</name>
    <message>
        <location filename="../editor/ui/graph/graph_view.cpp" line="+60" />
        <source>Graph</source>
        <translation>Graph</translation>
    </message>
</context>
<context>
    <name>sw::editor::ImportMeshDialog</name>
    <message>
        <location filename="../editor/ui/dialogs/import_mesh_dialog.cpp" line="+37" />
        <source>Meshes (%1);;All files (*)</source>
        <translation>Meshes (%1);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="+8" />
        <location line="+123" />
        <location line="+98" />
        <location line="+29" />
        <source>Import Mesh</source>
        <translation>Mesh importieren</translation>
    </message>
    <message>
        <location line="-246" />
        <source>glTF, OBJ, FBX, Collada ... file</source>
        <translation>glTF-, OBJ-, FBX-, Collada-...-Datei</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Browse...</source>
        <translation>Durchsuchen...</translation>
    </message>
    <message>
        <location line="+11" />
        <source>The mesh's folder in the project: meshes/&lt;name&gt;/. Lower-case letters, digits and '_'.</source>
        <translation>Der Ordner des Meshes im Projekt: meshes/&lt;name&gt;/. Kleinbuchstaben, Ziffern und '_'.</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Multiplies every position: 0.01 turns centimetres into metres.</source>
        <translation>Multipliziert jede Position: 0.01 macht aus Zentimetern Meter.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Y up (glTF, most tools)</source>
        <translation>Y oben (glTF, die meisten Werkzeuge)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Z up (Blender, 3ds Max exports without conversion)</source>
        <translation>Z oben (Blender-, 3ds-Max-Exporte ohne Umrechnung)</translation>
    </message>
    <message>
        <location line="+13" />
        <source>Fit to Screen</source>
        <translation>An Bildschirm anpassen</translation>
    </message>
    <message>
        <location line="+2" />
        <source>The scale at which the mesh just fits the screen the camera shows</source>
        <translation>Der Maßstab, bei dem das Mesh gerade auf den Bildschirm der Kamera passt</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Replace a mesh of the same name</source>
        <translation>Ein gleichnamiges Mesh ersetzen</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Import</source>
        <translation>Importieren</translation>
    </message>
    <message>
        <location line="+3" />
        <source>File:</source>
        <translation>Datei:</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Scale:</source>
        <translation>Maßstab:</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Up axis:</source>
        <translation>Oben-Achse:</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Size:</source>
        <translation>Größe:</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Meshes:</source>
        <translation>Meshes:</translation>
    </message>
    <message>
        <location line="+38" />
        <source>unknown (the file lists meshes but does not load)</source>
        <translation>unbekannt (die Datei nennt Meshes, lädt aber nicht)</translation>
    </message>
    <message>
        <location line="+6" />
        <source>%1 x %2 units at this scale; the screen is %3 x %4 (%5 % of its width).</source>
        <translation>%1 x %2 Einheiten bei diesem Maßstab; der Bildschirm ist %3 x %4 (%5 % seiner Breite).</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Far %1 than the screen: Fit to Screen gives a scale that fits.</source>
        <translation>Viel %1 als der Bildschirm: An Bildschirm anpassen gibt einen passenden Maßstab.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>smaller</source>
        <translation>kleiner</translation>
    </message>
    <message>
        <location line="+0" />
        <source>larger</source>
        <translation>größer</translation>
    </message>
    <message>
        <location line="+39" />
        <source>Reading %1...</source>
        <translation>%1 wird gelesen...</translation>
    </message>
    <message numerus="yes">
        <location line="+18" />
        <source>%n mesh(es) in the file.</source>
        <translation><numerusform>%Ln Mesh in der Datei.</numerusform><numerusform>%Ln Meshes in der Datei.</numerusform></translation>
    </message>
    <message>
        <location line="+3" />
        <source>The file could not be read.</source>
        <translation>Die Datei konnte nicht gelesen werden.</translation>
    </message>
    <message>
        <location line="+45" />
        <source>Importing %1...</source>
        <translation>%1 wird importiert...</translation>
    </message>
    <message>
        <location line="+32" />
        <source>Could not import %1.</source>
        <translation>%1 konnte nicht importiert werden.</translation>
    </message>
    <message numerus="yes">
        <location line="+12" />
        <source>Imported %1 (%n file(s))</source>
        <translation><numerusform>%1 importiert (%Ln Datei)</numerusform><numerusform>%1 importiert (%Ln Dateien)</numerusform></translation>
    </message>
</context>
<context>
    <name>sw::editor::LevelScrubber</name>
    <message>
        <location filename="../editor/ui/docks/level_scrubber.cpp" line="+18" />
        <source>Tick</source>
        <translation>Tick</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Scrub through the level: the screen rectangle follows the camera path as Play will</source>
        <translation>Durch das Level spulen: das Bildschirmrechteck folgt dem Kamerapfad wie beim Spielen</translation>
    </message>
    <message>
        <location line="+60" />
        <source>A free level has no timeline: its camera follows the characters (Play from Here starts at the selected checkpoint)</source>
        <translation>Ein freies Level hat keine Zeitleiste: seine Kamera folgt den Figuren (Ab hier spielen beginnt am gewählten Kontrollpunkt)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>free level</source>
        <translation>freies Level</translation>
    </message>
    <message>
        <location line="+14" />
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 s · %2</source>
        <translation>%1 s · %2</translation>
    </message>
    <message>
        <location line="+2" />
        <source> · pass %1/%2</source>
        <translation> · Durchlauf %1/%2</translation>
    </message>
    <message>
        <location line="+1" />
        <source> · end</source>
        <translation> · Ende</translation>
    </message>
</context>
<context>
    <name>sw::editor::LightActions</name>
    <message>
        <location filename="../editor/ui/shell/light_actions.cpp" line="+30" />
        <source>&amp;Point Light</source>
        <translation>&amp;Punktlicht</translation>
    </message>
    <message>
        <location line="+0" />
        <source>A round pool of coloured light</source>
        <translation>Ein runder Fleck farbigen Lichts</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Add point light</source>
        <translation>Punktlicht hinzufügen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Spot Light</source>
        <translation>&amp;Spotlicht</translation>
    </message>
    <message>
        <location line="+0" />
        <source>A cone of light pointing one way</source>
        <translation>Ein Lichtkegel in eine Richtung</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Add spot light</source>
        <translation>Spotlicht hinzufügen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Line Light</source>
        <translation>&amp;Linienlicht</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Light around a segment: a strip lamp, a glowing edge</source>
        <translation>Licht um eine Strecke: eine Leuchtleiste, eine glühende Kante</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Add line light</source>
        <translation>Linienlicht hinzufügen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Black Light</source>
        <translation>&amp;Schwarzlicht</translation>
    </message>
    <message>
        <location line="+1" />
        <source>A line light that darkens what is near it (the ship's shadow on the walls)</source>
        <translation>Ein Linienlicht, das verdunkelt, was ihm nahe ist (der Schatten des Schiffs an den Wänden)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Add black light</source>
        <translation>Schwarzlicht hinzufügen</translation>
    </message>
    <message>
        <location line="+14" />
        <source>Add &amp;Light</source>
        <translation>&amp;Licht hinzufügen</translation>
    </message>
</context>
<context>
    <name>sw::editor::LogDock</name>
    <message>
        <location filename="../editor/ui/docks/log_dock.cpp" line="+43" />
        <source>Log</source>
        <translation>Protokoll</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Message</source>
        <translation>Meldung</translation>
    </message>
    <message>
        <location line="+0" />
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Place</source>
        <translation>Stelle</translation>
    </message>
    <message>
        <location line="+23" />
        <source>Messages, warnings and errors appear here. Edit &gt; Check Project (F7) looks for problems.</source>
        <translation>Meldungen, Warnungen und Fehler erscheinen hier. Bearbeiten &gt; Projekt prüfen (F7) sucht nach Problemen.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Clear</source>
        <translation>Leeren</translation>
    </message>
    <message>
        <location line="+32" />
        <source>Double-click to show it.</source>
        <translation>Doppelklick zeigt es.</translation>
    </message>
</context>
<context>
    <name>sw::editor::MainWindow</name>
    <message>
        <location filename="../editor/ui/shell/main_window.cpp" line="+130" />
        <source>Unsaved Changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The project "%1" has unsaved changes. Save them before closing it?</source>
        <translation>Das Projekt „%1“ hat ungespeicherte Änderungen. Vor dem Schließen speichern?</translation>
    </message>
    <message>
        <location line="+56" />
        <source>Re-imported %1: its file changed on disk</source>
        <translation>%1 neu importiert: die Datei hat sich auf der Platte geändert</translation>
    </message>
    <message numerus="yes">
        <location line="+9" />
        <source>%n object(s) selected</source>
        <translation><numerusform>%Ln Objekt ausgewählt</numerusform><numerusform>%Ln Objekte ausgewählt</numerusform></translation>
    </message>
    <message>
        <location line="+30" />
        <source>Properties</source>
        <translation>Eigenschaften</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Undo History</source>
        <translation>Rückgängig-Verlauf</translation>
    </message>
    <message>
        <location line="+4" />
        <source>&lt;opened&gt;</source>
        <translation>&lt;geöffnet&gt;</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Every change is listed here; click one to go back to it.</source>
        <translation>Jede Änderung steht hier; ein Klick kehrt zu ihr zurück.</translation>
    </message>
    <message>
        <location line="+27" />
        <source>Main</source>
        <translation>Haupt</translation>
    </message>
    <message>
        <location line="+9" />
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;New Project</source>
        <translation type="vanished">&amp;Neues Projekt</translation>
    </message>
    <message>
        <source>&amp;Open Project...</source>
        <translation type="vanished">Projekt ö&amp;ffnen...</translation>
    </message>
    <message>
        <source>Open Project</source>
        <translation type="vanished">Projekt öffnen</translation>
    </message>
    <message>
        <source>Scrollwork project (project.json);;All files (*)</source>
        <translation type="vanished">Scrollwork-Projekt (project.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation type="vanished">&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="vanished">&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;As...</source>
        <translation type="vanished">Speichern &amp;unter...</translation>
    </message>
    <message>
        <source>Import &amp;Mesh...</source>
        <translation type="vanished">&amp;Mesh importieren...</translation>
    </message>
    <message>
        <source>Import Mesh</source>
        <translation type="vanished">Mesh importieren</translation>
    </message>
    <message>
        <source>Save the project first: imported meshes are copied into its folder.</source>
        <translation type="vanished">Speichern Sie zuerst das Projekt: importierte Meshes werden in seinen Ordner kopiert.</translation>
    </message>
    <message>
        <source>Imported %1</source>
        <translation type="vanished">%1 importiert</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="vanished">&amp;Beenden</translation>
    </message>
    <message>
        <source>Import &amp;Tileset...</source>
        <translation type="vanished">&amp;Tileset importieren...</translation>
    </message>
    <message>
        <source>Imported tileset %1</source>
        <translation type="vanished">Tileset %1 importiert</translation>
    </message>
    <message>
        <source>&amp;Broken References...</source>
        <translation type="vanished">&amp;Defekte Verweise...</translation>
    </message>
    <message>
        <location line="+7" />
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location line="+4" />
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Add &amp;Marker</source>
        <translation>&amp;Markierung hinzufügen</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Append &amp;Tile</source>
        <translation>&amp;Kachel anhängen</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Add T&amp;rigger</source>
        <translation>Aus&amp;löser hinzufügen</translation>
    </message>
    <message>
        <location line="+43" />
        <source>&amp;Check Project</source>
        <translation>Projekt &amp;prüfen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Report broken references, unknown enemy types and paths, unreachable states ... in the Log</source>
        <translation>Defekte Verweise, unbekannte Gegnertypen und Pfade, unerreichbare Zustände ... im Protokoll melden</translation>
    </message>
    <message numerus="yes">
        <location line="+5" />
        <source>%n problem(s): see the Log</source>
        <translation><numerusform>%Ln Problem: siehe Protokoll</numerusform><numerusform>%Ln Probleme: siehe Protokoll</numerusform></translation>
    </message>
    <message>
        <location line="+0" />
        <source>No problems found</source>
        <translation>Keine Probleme gefunden</translation>
    </message>
    <message numerus="yes">
        <location line="+6" />
        <source>%n replay test(s) failed: see the Log</source>
        <translation><numerusform>%Ln Wiederholungstest fehlgeschlagen: siehe Protokoll</numerusform><numerusform>%Ln Wiederholungstests fehlgeschlagen: siehe Protokoll</numerusform></translation>
    </message>
    <message>
        <location line="+5" />
        <source>Game &amp;Rules...</source>
        <translation>Spiel&amp;regeln...</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Edit the project's game rules (game.json): ship, hit spheres, lives, meters, score, loadout</source>
        <translation>Die Spielregeln des Projekts bearbeiten (game.json): Schiff, Trefferkugeln, Leben, Leisten, Punkte, Waffenauswahl</translation>
    </message>
    <message>
        <location line="+7" />
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Frame All</source>
        <translation>&amp;Alles zeigen</translation>
    </message>
    <message>
        <location line="+2" />
        <source>&amp;Orthographic Camera</source>
        <translation>&amp;Orthografische Kamera</translation>
    </message>
    <message>
        <location line="+28" />
        <source>&amp;Play</source>
        <translation>&amp;Spielen</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Play</source>
        <translation>Spielen</translation>
    </message>
    <message>
        <location line="+7" />
        <source>&amp;Tools</source>
        <translation>&amp;Werkzeuge</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location line="+73" />
        <source>Scrollwork[*]</source>
        <translation>Scrollwork[*]</translation>
    </message>
    <message>
        <source>&amp;About Scrollwork</source>
        <translation type="vanished">&amp;Über Scrollwork</translation>
    </message>
    <message>
        <source>About Scrollwork</source>
        <translation type="vanished">Über Scrollwork</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Scrollwork %1&lt;/h3&gt;&lt;p&gt;Level and content editor with an embedded game runtime for 2.5D side-scrolling action games.&lt;/p&gt;</source>
        <translation type="vanished">&lt;h3&gt;Scrollwork %1&lt;/h3&gt;&lt;p&gt;Level- und Inhaltseditor mit eingebauter Spiel-Laufzeit für seitlich scrollende 2.5D-Actionspiele.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Could not open %1.</source>
        <translation type="vanished">%1 konnte nicht geöffnet werden.</translation>
    </message>
    <message numerus="yes">
        <source>%n broken reference(s): File &gt; Broken References</source>
        <translation type="vanished">
            <numerusform>%Ln defekter Verweis: Datei &gt; Defekte Verweise</numerusform>
            <numerusform>%Ln defekte Verweise: Datei &gt; Defekte Verweise</numerusform>
        </translation>
    </message>
    <message>
        <source>Save</source>
        <translation type="vanished">Speichern</translation>
    </message>
    <message>
        <source>Saved</source>
        <translation type="vanished">Gespeichert</translation>
    </message>
    <message>
        <source>Save Project Into Folder</source>
        <translation type="vanished">Projekt in Ordner speichern</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation type="vanished">Speichern unter</translation>
    </message>
    <message>
        <location line="+6" />
        <source>%1 — %2[*] — Scrollwork</source>
        <translation>%1 — %2[*] — Scrollwork</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1[*] — Scrollwork</source>
        <translation>%1[*] — Scrollwork</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation type="vanished">(keine)</translation>
    </message>
    <message>
        <source>Clear List</source>
        <translation type="vanished">Liste leeren</translation>
    </message>
</context>
<context>
    <name>sw::editor::ManualDialog</name>
    <message>
        <location filename="../editor/ui/dialogs/manual_dialog.cpp" line="+13" />
        <source>The manual is missing from this build.</source>
        <translation>Das Handbuch fehlt in diesem Build.</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Scrollwork Manual</source>
        <translation>Scrollwork-Handbuch</translation>
    </message>
</context>
<context>
    <name>sw::editor::NavRouteDock</name>
    <message>
        <location filename="../editor/ui/docks/nav_route_dock.cpp" line="+24" />
        <source>walk</source>
        <translation>gehen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>jump</source>
        <translation>springen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>fall</source>
        <translation>fallen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>climb</source>
        <translation>klettern</translation>
    </message>
    <message>
        <location line="+1" />
        <source>grip</source>
        <translation>greifen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>arrive</source>
        <translation>ankommen</translation>
    </message>
    <message>
        <location line="+25" />
        <source>Route</source>
        <translation>Route</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Clear</source>
        <translation>Leeren</translation>
    </message>
    <message>
        <location line="+15" />
        <source>#</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Node</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Doors: assume open</source>
        <translation>Türen: als offen annehmen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Nodes with a Passable When condition. Unchecked doors are closed for the query</source>
        <translation>Knoten mit einer Passierbar-wenn-Bedingung. Nicht angehakte Türen sind für die Abfrage geschlossen</translation>
    </message>
    <message>
        <location line="+13" />
        <source>Arrows per direction of a link: walk one head, jump two, fall a head with a bar, climb a hollow head, grip two hollow heads; no arrow: that way is closed</source>
        <translation>Pfeile je Richtung einer Verknüpfung: Gehen eine Spitze, Springen zwei, Fallen eine Spitze mit Balken, Klettern eine hohle Spitze, Greifen zwei hohle Spitzen; kein Pfeil: diese Richtung ist gesperrt</translation>
    </message>
    <message>
        <source>Arrows per direction of a link: walk one head, jump two, fall a head with a bar, climb a hollow head; no arrow: that way is closed</source>
        <translation type="vanished">Pfeile je Richtung einer Verknüpfung: Gehen eine Spitze, Springen zwei, Fallen eine Spitze mit Balken, Klettern eine hohle Spitze; kein Pfeil: diese Richtung ist gesperrt</translation>
    </message>
    <message numerus="yes">
        <location line="+23" />
        <source>%1 to %2: %n step(s), cost %3</source>
        <translation><numerusform>%1 nach %2: %Ln Schritt, Kosten %3</numerusform><numerusform>%1 nach %2: %Ln Schritte, Kosten %3</numerusform></translation>
    </message>
    <message>
        <location line="+3" />
        <source>No route from %1 to %2 with these doors</source>
        <translation>Keine Route von %1 nach %2 mit diesen Türen</translation>
    </message>
    <message>
        <location line="+3" />
        <source>From %1: click the goal node</source>
        <translation>Von %1: den Zielknoten anklicken</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Select two nav nodes and press F8, or press F8 and click a start and a goal</source>
        <translation>Zwei Nav-Knoten wählen und F8 drücken, oder F8 drücken und einen Start und ein Ziel anklicken</translation>
    </message>
    <message>
        <location line="+25" />
        <source>Passable when: %1</source>
        <translation>Passierbar wenn: %1</translation>
    </message>
</context>
<context>
    <name>sw::editor::NewProjectDialog</name>
    <message>
        <location filename="../editor/ui/dialogs/new_project_dialog.cpp" line="+28" />
        <source>Empty</source>
        <translation>Leer</translation>
    </message>
    <message>
        <location line="+1" />
        <source>One empty level: build everything yourself.</source>
        <translation>Ein leeres Level: Sie bauen alles selbst.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Shooter starter</source>
        <translation>Shooter-Einstieg</translation>
    </message>
    <message>
        <location line="+1" />
        <source>A short level that plays at once (F5): chained tiles with camera points, two paths, an enemy type that fires and a formation spawned on each path.</source>
        <translation>Ein kurzes Level, das sofort spielbar ist (F5): verkettete Kacheln mit Kamerapunkten, zwei Pfade, ein feuernder Gegnertyp und auf jedem Pfad eine Formation.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Platformer starter</source>
        <translation>Platformer-Start</translation>
    </message>
    <message>
        <location line="+1" />
        <source>A room that plays at once (F5): two characters to switch between (C), slopes, a curved hill, one-way platforms and a lift on a path.</source>
        <translation>Ein sofort spielbarer Raum (F5): zwei Figuren zum Wechseln (C), Schrägen, ein runder Hügel, einseitige Plattformen und ein Aufzug auf einem Pfad.</translation>
    </message>
    <message>
        <location line="+10" />
        <source>New Project</source>
        <translation>Neues Projekt</translation>
    </message>
    <message>
        <location line="+6" />
        <source>e.g. Star Dart</source>
        <translation>z. B. Star Dart</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Browse...</source>
        <translation>Durchsuchen...</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Choose the folder the project folder is made in</source>
        <translation>Den Ordner wählen, in dem der Projektordner angelegt wird</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Location of the New Project</source>
        <translation>Ort des neuen Projekts</translation>
    </message>
    <message>
        <location line="+6" />
        <source>&amp;Location:</source>
        <translation>&amp;Ort:</translation>
    </message>
    <message>
        <location line="+8" />
        <source>&amp;Template:</source>
        <translation>&amp;Vorlage:</translation>
    </message>
    <message>
        <location line="+16" />
        <source>Create</source>
        <translation>Anlegen</translation>
    </message>
    <message>
        <location line="+36" />
        <source>Give the project a name.</source>
        <translation>Geben Sie dem Projekt einen Namen.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The name becomes a folder name: leave out / and \.</source>
        <translation>Der Name wird ein Ordnername: ohne / und \.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Choose a location.</source>
        <translation>Wählen Sie einen Ort.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>%1 exists and is not a folder.</source>
        <translation>%1 existiert und ist kein Ordner.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>The folder %1 is not empty: choose another name or location.</source>
        <translation>Der Ordner %1 ist nicht leer: wählen Sie einen anderen Namen oder Ort.</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Creates the folder %1</source>
        <translation>Legt den Ordner %1 an</translation>
    </message>
</context>
<context>
    <name>sw::editor::NewTilesetDialog</name>
    <message>
        <location filename="../editor/ui/tileset/new_tileset_dialog.cpp" line="+34" />
        <source>New Tileset from Image</source>
        <translation>Neues Tileset aus Bild</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Pick the atlas image</source>
        <translation>Das Atlas-Bild wählen</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Image:</source>
        <translation>Bild:</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Width of one tile in the image</source>
        <translation>Breite einer Kachel im Bild</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Height of one tile in the image</source>
        <translation>Höhe einer Kachel im Bild</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Pixels around the image that hold no tiles</source>
        <translation>Pixel am Bildrand ohne Kacheln</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Pixels between two neighbouring tiles</source>
        <translation>Pixel zwischen zwei benachbarten Kacheln</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Tile width:</source>
        <translation>Kachelbreite:</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Tile height:</source>
        <translation>Kachelhöhe:</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Margin:</source>
        <translation>Rand:</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Spacing:</source>
        <translation>Abstand:</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Image pixels per level unit: a 32 px tile at 32 is one unit wide (follows the tile width until you change it)</source>
        <translation>Bildpixel pro Level-Einheit: eine 32-px-Kachel ist bei 32 eine Einheit breit (folgt der Kachelbreite, bis Sie es ändern)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Pixels per unit:</source>
        <translation>Pixel pro Einheit:</translation>
    </message>
    <message>
        <location line="+11" />
        <source>Create Tileset</source>
        <translation>Tileset anlegen</translation>
    </message>
    <message>
        <location line="+16" />
        <source>Tileset Image</source>
        <translation>Tileset-Bild</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Images (*.png *.jpg *.jpeg *.bmp *.gif *.webp);;All files (*)</source>
        <translation>Bilder (*.png *.jpg *.jpeg *.bmp *.gif *.webp);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="+42" />
        <source>Pick an image.</source>
        <translation>Wählen Sie ein Bild.</translation>
    </message>
    <message>
        <location line="+0" />
        <source>%1 cannot be read as an image.</source>
        <translation>%1 kann nicht als Bild gelesen werden.</translation>
    </message>
    <message numerus="yes">
        <location line="+18" />
        <source>%n tile(s) of %1 x %2 px from a %3 x %4 image</source>
        <translation><numerusform>%Ln Kachel mit %1 x %2 px aus einem Bild von %3 x %4</numerusform><numerusform>%Ln Kacheln mit %1 x %2 px aus einem Bild von %3 x %4</numerusform></translation>
    </message>
</context>
<context>
    <name>sw::editor::NodeSearchPopup</name>
    <message>
        <location filename="../editor/ui/graph/node_search_popup.cpp" line="+19" />
        <source>Search nodes</source>
        <translation>Knoten suchen</translation>
    </message>
    <message>
        <location line="+16" />
        <source>Other</source>
        <translation>Sonstige</translation>
    </message>
</context>
<context>
    <name>sw::editor::OpenProjectDialog</name>
    <message>
        <location filename="../editor/ui/dialogs/open_project_dialog.cpp" line="+17" />
        <source>Open Project</source>
        <translation>Projekt öffnen</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Scrollwork project (project.json)</source>
        <translation>Scrollwork-Projekt (project.json)</translation>
    </message>
    <message>
        <location line="+0" />
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Project folder or project.json:</source>
        <translation>Projektordner oder project.json:</translation>
    </message>
</context>
<context>
    <name>sw::editor::OutlinerDock</name>
    <message>
        <location filename="../editor/ui/docks/outliner_dock.cpp" line="+20" />
        <source>Outliner</source>
        <translation>Gliederung</translation>
    </message>
    <message>
        <location line="+14" />
        <source>This level is empty. Drag tiles from the Chain palette into the chain strip; the Edit menu adds paths, markers and triggers.</source>
        <translation>Dieses Level ist leer. Ziehen Sie Kacheln aus der Kettenpalette in den Kettenstreifen; das Menü Bearbeiten fügt Pfade, Marker und Auslöser hinzu.</translation>
    </message>
</context>
<context>
    <name>sw::editor::OutlinerModel</name>
    <message>
        <location filename="../editor/ui/docks/outliner_model.cpp" line="+86" />
        <source>Chain (%L1)</source>
        <translation>Kette (%L1)</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Objects (%L1)</source>
        <translation>Objekte (%L1)</translation>
    </message>
    <message>
        <location line="+10" />
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Kind / Tile</source>
        <translation>Art / Kachel</translation>
    </message>
</context>
<context>
    <name>sw::editor::OutsideChanges</name>
    <message>
        <location filename="../editor/ui/shell/outside_changes.cpp" line="+43" />
        <location line="+24" />
        <location line="+30" />
        <source>Reloaded %1 (changed on disk)</source>
        <translation>%1 neu geladen (auf der Festplatte geändert)</translation>
    </message>
    <message>
        <location line="-42" />
        <source>%1 changed on disk but cannot be read; the editor keeps its version</source>
        <translation>%1 wurde auf der Festplatte geändert, kann aber nicht gelesen werden; der Editor behält seine Fassung</translation>
    </message>
    <message>
        <location line="+29" />
        <source>%1 cannot be read</source>
        <translation>%1 kann nicht gelesen werden</translation>
    </message>
    <message>
        <location line="+7" />
        <source>%1 cannot be read; the editor keeps its version</source>
        <translation>%1 kann nicht gelesen werden; der Editor behält seine Fassung</translation>
    </message>
    <message>
        <location line="+13" />
        <source>Kept your version of %1; saving will overwrite the file on disk</source>
        <translation>Ihre Fassung von %1 wurde behalten; beim Speichern wird die Datei auf der Festplatte überschrieben</translation>
    </message>
    <message>
        <location line="+11" />
        <source>File Changed on Disk</source>
        <translation>Datei auf der Festplatte geändert</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 changed on disk, and you have unsaved changes to it.</source>
        <translation>%1 wurde auf der Festplatte geändert, und Sie haben ungespeicherte Änderungen daran.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Reload drops your changes to this file. Keep Mine keeps them: the next save overwrites the version on disk. Show Both shows the two versions side by side.</source>
        <translation>„Neu laden“ verwirft Ihre Änderungen an dieser Datei. „Meine behalten“ behält sie: Das nächste Speichern überschreibt die Fassung auf der Festplatte. „Beide zeigen“ zeigt beide Fassungen nebeneinander.</translation>
    </message>
    <message>
        <location line="+3" />
        <location line="+70" />
        <source>Reload</source>
        <translation>Neu laden</translation>
    </message>
    <message>
        <location line="-68" />
        <source>Keep Mine</source>
        <translation>Meine behalten</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Show Both</source>
        <translation>Beide zeigen</translation>
    </message>
    <message>
        <location line="+41" />
        <source>%1 was deleted on disk</source>
        <translation>%1 wurde auf der Festplatte gelöscht</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1 was deleted on disk; the editor keeps its version, and saving writes it again</source>
        <translation>%1 wurde auf der Festplatte gelöscht; der Editor behält seine Fassung, und Speichern schreibt sie wieder</translation>
    </message>
    <message>
        <location line="+12" />
        <source>Files Changed on Disk</source>
        <translation>Dateien auf der Festplatte geändert</translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>%n file(s) changed on disk since the editor read them:</source>
        <translation><numerusform>%Ln Datei wurde auf der Festplatte geändert, seit der Editor sie gelesen hat:</numerusform><numerusform>%Ln Dateien wurden auf der Festplatte geändert, seit der Editor sie gelesen hat:</numerusform></translation>
    </message>
    <message>
        <location line="+4" />
        <source>Overwrite replaces them with your version. Reload reads them from disk instead (your changes to them are dropped, and nothing is saved).</source>
        <translation>„Überschreiben“ ersetzt sie durch Ihre Fassung. „Neu laden“ liest sie stattdessen von der Festplatte (Ihre Änderungen daran werden verworfen, und nichts wird gespeichert).</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Overwrite</source>
        <translation>Überschreiben</translation>
    </message>
</context>
<context>
    <name>sw::editor::PatternCommandsView</name>
    <message>
        <location filename="../editor/ui/patterns/pattern_commands_view.cpp" line="+121" />
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Add a command after the current one (into the current branch when a branch is current)</source>
        <translation>Einen Befehl nach dem aktuellen hinzufügen (in den aktuellen Zweig, wenn ein Zweig aktuell ist)</translation>
    </message>
    <message>
        <location line="+11" />
        <source>Add Branch</source>
        <translation>Zweig hinzufügen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Add a branch to the current parallel (it runs alongside the others)</source>
        <translation>Dem aktuellen Parallel-Befehl einen Zweig hinzufügen (er läuft neben den anderen)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Remove the picked commands, or the picked branches (Delete)</source>
        <translation>Die gewählten Befehle oder Zweige entfernen (Entf)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Move Up</source>
        <translation>Nach oben</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Move the picked commands up in their list (Ctrl+Up); drag rows to move them anywhere</source>
        <translation>Die gewählten Befehle in ihrer Liste nach oben schieben (Strg+Hoch); Zeilen ziehen verschiebt sie überallhin</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Move Down</source>
        <translation>Nach unten</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Move the picked commands down in their list (Ctrl+Down)</source>
        <translation>Die gewählten Befehle in ihrer Liste nach unten schieben (Strg+Runter)</translation>
    </message>
    <message>
        <location line="+11" />
        <source>The text has changes with problems that are not applied; this is the pattern as it is in the project. Fix or undo them in the Text tab to edit here.</source>
        <translation>Der Text hat Änderungen mit Problemen, die nicht übernommen sind; dies ist das Muster, wie es im Projekt steht. Korrigiere oder verwirf sie im Reiter Text, um hier zu bearbeiten.</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Command</source>
        <translation>Befehl</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Values</source>
        <translation>Werte</translation>
    </message>
    <message>
        <location line="+102" />
        <source>branch %1</source>
        <translation>Zweig %1</translation>
    </message>
    <message numerus="yes">
        <location line="+0" />
        <source>%n command(s)</source>
        <translation><numerusform>%Ln Befehl</numerusform><numerusform>%Ln Befehle</numerusform></translation>
    </message>
    <message>
        <location line="+160" />
        <source>Add %1 command</source>
        <translation>Befehl %1 hinzufügen</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Add branch</source>
        <translation>Zweig hinzufügen</translation>
    </message>
    <message numerus="yes">
        <location line="+20" />
        <source>Remove %n branch(es)</source>
        <translation><numerusform>%Ln Zweig entfernen</numerusform><numerusform>%Ln Zweige entfernen</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+22" />
        <source>Move %n pattern command(s)</source>
        <translation><numerusform>%Ln Musterbefehl verschieben</numerusform><numerusform>%Ln Musterbefehle verschieben</numerusform></translation>
    </message>
</context>
<context>
    <name>sw::editor::PatternPreviewView</name>
    <message>
        <location filename="../editor/ui/patterns/pattern_preview_view.cpp" line="+20" />
        <source>Drag the green player dummy: aimed bullets follow it</source>
        <translation>Ziehe die grüne Spielerattrappe: gezielte Geschosse folgen ihr</translation>
    </message>
</context>
<context>
    <name>sw::editor::PatternsDock</name>
    <message>
        <location filename="../editor/ui/patterns/patterns_dock.cpp" line="+56" />
        <source>Patterns</source>
        <translation>Muster</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Add Pattern</source>
        <translation>Muster hinzufügen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Add a new bullet pattern (a ring every 20 ticks) to the project</source>
        <translation>Ein neues Geschossmuster (alle 20 Ticks ein Ring) zum Projekt hinzufügen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Duplicate Pattern</source>
        <translation>Muster duplizieren</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Copy the selected pattern</source>
        <translation>Das ausgewählte Muster kopieren</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Remove Pattern</source>
        <translation>Muster entfernen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Remove the selected pattern (what names it is reported by the project check)</source>
        <translation>Das ausgewählte Muster entfernen (was es nennt, meldet die Projektprüfung)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Rename Pattern</source>
        <translation>Muster umbenennen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Rename the selected pattern; enemy types, behaviour lines and calls follow (F2)</source>
        <translation>Das ausgewählte Muster umbenennen; Gegnertypen, Verhaltenszeilen und Aufrufe folgen (F2)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Apply</source>
        <translation>Übernehmen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Apply the text to the project as one undo step (Ctrl+Return; also when the text loses focus)</source>
        <translation>Den Text als einen Rückgängig-Schritt ins Projekt übernehmen (Strg+Eingabe; auch wenn der Text den Fokus verliert)</translation>
    </message>
    <message>
        <location line="+39" />
        <source>Commands</source>
        <translation>Befehle</translation>
    </message>
    <message>
        <location line="+18" />
        <source>Text</source>
        <translation>Text</translation>
    </message>
    <message>
        <location line="+22" />
        <source>Play the preview (loops)</source>
        <translation>Vorschau abspielen (in Schleife)</translation>
    </message>
    <message>
        <location line="+5" />
        <source>The tick shown: the pattern fires at tick 0</source>
        <translation>Der gezeigte Tick: das Muster feuert bei Tick 0</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <location line="+5" />
        <source>$rank for the preview, 0 to 1</source>
        <translation>$rank für die Vorschau, 0 bis 1</translation>
    </message>
    <message>
        <location line="+121" />
        <source>No pattern: add one with the + button</source>
        <translation>Kein Muster: füge eines mit der Schaltfläche + hinzu</translation>
    </message>
    <message>
        <location line="+50" />
        <source>line %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
    <message>
        <location line="+89" />
        <source>The preview cannot run this pattern</source>
        <translation>Die Vorschau kann dieses Muster nicht ausführen</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Fix the marked lines to see the preview</source>
        <translation>Korrigiere die markierten Zeilen, um die Vorschau zu sehen</translation>
    </message>
    <message>
        <source>The live preview comes with the pattern interpreter</source>
        <translation type="vanished">Die Live-Vorschau kommt mit dem Muster-Interpreter</translation>
    </message>
    <message>
        <location line="+7" />
        <source>tick %1</source>
        <translation>Tick %1</translation>
    </message>
    <message numerus="yes">
        <location line="+17" />
        <source>%n bullet(s)</source>
        <translation><numerusform>%Ln Geschoss</numerusform><numerusform>%Ln Geschosse</numerusform></translation>
    </message>
</context>
<context>
    <name>sw::editor::PlatformerActions</name>
    <message>
        <location filename="../editor/ui/shell/platformer_actions.cpp" line="+22" />
        <source>Add &amp;Geometry</source>
        <translation>&amp;Geometrie hinzufügen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>A platform: solid, one-way or a trigger area; give it a path to make it move</source>
        <translation>Eine Plattform: fest, einseitig oder ein Auslösebereich; mit einem Pfad bewegt sie sich</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Add geometry</source>
        <translation>Geometrie hinzufügen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Add &amp;Character Start</source>
        <translation>&amp;Figurenstart hinzufügen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Where a character enters the level; the first start plays when Play begins</source>
        <translation>Wo eine Figur das Level betritt; der erste Start spielt, wenn das Spiel beginnt</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Add character start</source>
        <translation>Figurenstart hinzufügen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Add &amp;Monster</source>
        <translation>&amp;Monster hinzufügen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>A monster of the project's first monster type: it patrols, chases and attacks characters</source>
        <translation>Ein Monster vom ersten Monstertyp des Projekts: es patrouilliert, verfolgt Figuren und greift sie an</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Add monster</source>
        <translation>Monster hinzufügen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Add &amp;Door</source>
        <translation>&amp;Tür hinzufügen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>A slab that slides open while its 'Opens When' expression holds (e.g. lever.on)</source>
        <translation>Eine Platte, die aufgleitet, solange ihr Ausdruck 'Öffnet wenn' gilt (z. B. lever.on)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Add door</source>
        <translation>Tür hinzufügen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Add &amp;Switch</source>
        <translation>&amp;Schalter hinzufügen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>A lever a character flips, or (Kind: plate) a pressure plate; doors and barriers read it</source>
        <translation>Ein Hebel, den eine Figur umlegt, oder (Typ: Druckplatte) eine Druckplatte; Türen und Sperren lesen ihn</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Add switch</source>
        <translation>Schalter hinzufügen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Add C&amp;rate</source>
        <translation>&amp;Kiste hinzufügen</translation>
    </message>
    <message>
        <location line="+0" />
        <source>A box that falls, is pushed and can be stood on</source>
        <translation>Eine Kiste, die fällt, geschoben wird und auf der man stehen kann</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Add crate</source>
        <translation>Kiste hinzufügen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Add &amp;Barrier</source>
        <translation>S&amp;perre hinzufügen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>A slab bodies pass one way, the way its 'Passable' expression says</source>
        <translation>Eine Platte, die Körper in eine Richtung passieren, in die ihr Ausdruck 'Durchlässig' sagt</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Add barrier</source>
        <translation>Sperre hinzufügen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Add C&amp;heckpoint</source>
        <translation>K&amp;ontrollpunkt hinzufügen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Reaching its area saves the run; characters come back to its feet point</source>
        <translation>Wer seinen Bereich erreicht, speichert den Lauf; Figuren kehren an seinen Fußpunkt zurück</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Add checkpoint</source>
        <translation>Kontrollpunkt hinzufügen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Add G&amp;oal</source>
        <translation>&amp;Ziel hinzufügen</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Reaching its area ends the level</source>
        <translation>Wer seinen Bereich erreicht, beendet das Level</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Add goal</source>
        <translation>Ziel hinzufügen</translation>
    </message>
    <message>
        <location line="+14" />
        <source>Add Platformer &amp;Object</source>
        <translation>Platformer-&amp;Objekt hinzufügen</translation>
    </message>
</context>
<context>
    <name>sw::editor::ProjectActions</name>
    <message>
        <location filename="../editor/ui/shell/project_actions.cpp" line="+53" />
        <source>&amp;New Project...</source>
        <translation>&amp;Neues Projekt...</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Make a project from a template: a name, a folder, empty or a shooter starter</source>
        <translation>Ein Projekt aus einer Vorlage anlegen: Name, Ordner, leer oder ein Shooter-Einstieg</translation>
    </message>
    <message>
        <location line="+2" />
        <source>&amp;Open Project...</source>
        <translation>Projekt ö&amp;ffnen...</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Open a project folder or its project.json</source>
        <translation>Einen Projektordner oder seine project.json öffnen</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>Open &amp;Demo</source>
        <translation type="vanished">&amp;Demo öffnen</translation>
    </message>
    <message>
        <source>Open the demo project that comes with Scrollwork</source>
        <translation type="vanished">Das mit Scrollwork gelieferte Demoprojekt öffnen</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Open &amp;Demo: Shooter</source>
        <translation>&amp;Demo öffnen: Shooter</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Open the shooter demo that comes with Scrollwork</source>
        <translation>Die mit Scrollwork gelieferte Shooter-Demo öffnen</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Open Demo: &amp;Platformer</source>
        <translation>Demo öffnen: &amp;Platformer</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Open the platformer demo that comes with Scrollwork</source>
        <translation>Die mit Scrollwork gelieferte Platformer-Demo öffnen</translation>
    </message>
    <message>
        <location line="+2" />
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Save &amp;As...</source>
        <translation>Speichern &amp;unter...</translation>
    </message>
    <message>
        <location line="+4" />
        <source>&amp;Close Project</source>
        <translation>Projekt s&amp;chließen</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Import &amp;Mesh...</source>
        <translation>&amp;Mesh importieren...</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Import Mesh</source>
        <translation>Mesh importieren</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Save the project first: imported meshes are copied into its folder.</source>
        <translation>Speichern Sie zuerst das Projekt: importierte Meshes werden in seinen Ordner kopiert.</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Imported %1</source>
        <translation>%1 importiert</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Import &amp;Tileset...</source>
        <translation>&amp;Tileset importieren...</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Imported tileset %1</source>
        <translation>Tileset %1 importiert</translation>
    </message>
    <message>
        <location line="+4" />
        <source>&amp;Broken References...</source>
        <translation>&amp;Defekte Verweise...</translation>
    </message>
    <message>
        <location line="+15" />
        <source>&amp;Export Game...</source>
        <translation>Spiel &amp;exportieren...</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Write a folder that runs the game without the editor</source>
        <translation>Einen Ordner schreiben, der das Spiel ohne den Editor startet</translation>
    </message>
    <message>
        <location line="+2" />
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location line="+35" />
        <source>Open Project</source>
        <translation>Projekt öffnen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Could not open %1:
%2</source>
        <translation>%1 konnte nicht geöffnet werden:
%2</translation>
    </message>
    <message>
        <source>Could not open %1.</source>
        <translation type="vanished">%1 konnte nicht geöffnet werden.</translation>
    </message>
    <message numerus="yes">
        <location line="+7" />
        <source>%n broken reference(s): File &gt; Broken References</source>
        <translation><numerusform>%Ln defekter Verweis: Datei &gt; Defekte Verweise</numerusform><numerusform>%Ln defekte Verweise: Datei &gt; Defekte Verweise</numerusform></translation>
    </message>
    <message>
        <location line="+16" />
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Saved</source>
        <translation>Gespeichert</translation>
    </message>
    <message>
        <location line="+18" />
        <source>Save As</source>
        <translation>Speichern unter</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Saved into %1</source>
        <translation>In %1 gespeichert</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Export Game: save the project first (the game is exported from its saved files)</source>
        <translation>Spiel exportieren: zuerst das Projekt speichern (das Spiel wird aus seinen gespeicherten Dateien exportiert)</translation>
    </message>
    <message>
        <location line="+3" />
        <location line="+10" />
        <location line="+26" />
        <source>Export Game</source>
        <translation>Spiel exportieren</translation>
    </message>
    <message>
        <location line="-27" />
        <source> (game)</source>
        <translation> (Spiel)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Game folder:</source>
        <translation>Spielordner:</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <location line="+20" />
        <source>Export Game: %1</source>
        <translation>Spiel exportieren: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>The game was not exported: %n problem(s), see the Log</source>
        <translation><numerusform>Das Spiel wurde nicht exportiert: %Ln Problem, siehe Protokoll</numerusform><numerusform>Das Spiel wurde nicht exportiert: %Ln Probleme, siehe Protokoll</numerusform></translation>
    </message>
    <message>
        <location line="+2" />
        <source>The game was not exported:
%1</source>
        <translation>Das Spiel wurde nicht exportiert:
%1</translation>
    </message>
    <message numerus="yes">
        <location line="+4" />
        <source>Exported the game to %1 (%n file(s) packed; run.sh starts it)</source>
        <translation><numerusform>Spiel nach %1 exportiert (%Ln Datei gepackt; run.sh startet es)</numerusform><numerusform>Spiel nach %1 exportiert (%Ln Dateien gepackt; run.sh startet es)</numerusform></translation>
    </message>
    <message>
        <location line="+10" />
        <source>New Project</source>
        <translation>Neues Projekt</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Created %1</source>
        <translation>%1 angelegt</translation>
    </message>
    <message>
        <location line="+28" />
        <source>Open Demo</source>
        <translation>Demo öffnen</translation>
    </message>
    <message>
        <location line="+0" />
        <source>The demo project was not found next to the program.</source>
        <translation>Das Demoprojekt wurde neben dem Programm nicht gefunden.</translation>
    </message>
    <message>
        <location line="+32" />
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Reopen the Last Project on Start</source>
        <translation>Letztes Projekt beim Start wieder öffnen</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Clear List</source>
        <translation>Liste leeren</translation>
    </message>
</context>
<context>
    <name>sw::editor::ProjectDock</name>
    <message>
        <location filename="../editor/ui/docks/project_dock.cpp" line="+76" />
        <source>Project</source>
        <translation>Projekt</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Right-click an item for what you can do with it</source>
        <translation>Rechtsklick auf einen Eintrag zeigt, was Sie damit tun können</translation>
    </message>
    <message>
        <source>No tile definitions yet. Import a mesh (File &gt; Import Mesh...), right-click it and pick New Tile Definition from Mesh, or press + in the Chain palette.</source>
        <translation type="vanished">Noch keine Kacheldefinitionen. Ein Mesh importieren (Datei &gt; Mesh importieren...), es rechts anklicken und Neue Kacheldefinition aus Mesh wählen, oder + in der Ketten-Palette drücken.</translation>
    </message>
    <message>
        <location line="+3" />
        <source>No tile definitions yet: right-click an imported mesh, or press + in the Chain palette.</source>
        <translation>Noch keine Kacheldefinitionen: ein importiertes Mesh rechts anklicken oder + in der Ketten-Palette drücken.</translation>
    </message>
    <message>
        <location line="+79" />
        <source>Levels</source>
        <translation>Levels</translation>
    </message>
    <message>
        <location line="+13" />
        <source>Tile Definitions</source>
        <translation>Kacheldefinitionen</translation>
    </message>
    <message>
        <location line="+5" />
        <source>No mesh</source>
        <translation>Kein Mesh</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Enemy Types</source>
        <translation>Gegnertypen</translation>
    </message>
    <message numerus="yes">
        <location line="+3" />
        <source>%n state(s) — double-click to edit</source>
        <translation><numerusform>%Ln Zustand — Doppelklick zum Bearbeiten</numerusform><numerusform>%Ln Zustände — Doppelklick zum Bearbeiten</numerusform></translation>
    </message>
    <message>
        <location line="+2" />
        <source>Weapons</source>
        <translation>Waffen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Player weapons; the game rules' loadout lists them by name. Without any, the built-in shot and spread are used</source>
        <translation>Waffen der Spieler; die Ausrüstung in den Spielregeln nennt sie beim Namen. Ohne eigene gelten die eingebauten Schuss und Streuschuss</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1 — select to edit in Properties</source>
        <translation>%1 — auswählen, um es in den Eigenschaften zu bearbeiten</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Characters</source>
        <translation>Figuren</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Platformer characters: how they run and jump. A character start in a free level names one</source>
        <translation>Platformer-Figuren: wie sie laufen und springen. Ein Figurenstart in einem freien Level nennt eine</translation>
    </message>
    <message>
        <location line="+4" />
        <location line="+6" />
        <source>Select to edit in Properties</source>
        <translation>Auswählen, um sie in den Eigenschaften zu bearbeiten</translation>
    </message>
    <message>
        <location line="-4" />
        <source>Monsters</source>
        <translation>Monster</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Platformer monster types: how they move, see, fight and flee. A monster in a free level names one</source>
        <translation>Platformer-Monstertypen: wie sie sich bewegen, sehen, kämpfen und fliehen. Ein Monster in einem freien Level nennt einen</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Sound Cues</source>
        <translation>Soundcues</translation>
    </message>
    <message>
        <location line="+1" />
        <source>What game events play: the game rules' Event Sounds name a cue for each event</source>
        <translation>Was Spielereignisse abspielen: die Ereignisklänge der Spielregeln nennen für jedes Ereignis einen Cue</translation>
    </message>
    <message numerus="yes">
        <location line="+3" />
        <source>%n file(s) — select to edit in Properties</source>
        <translation><numerusform>%Ln Datei — auswählen, um in den Eigenschaften zu bearbeiten</numerusform><numerusform>%Ln Dateien — auswählen, um in den Eigenschaften zu bearbeiten</numerusform></translation>
    </message>
    <message>
        <location line="+3" />
        <source>Tilesets</source>
        <translation>Tilesets</translation>
    </message>
    <message numerus="yes">
        <location line="+4" />
        <source>%1: %n tile(s)</source>
        <translation><numerusform>%1: %Ln Kachel</numerusform><numerusform>%1: %Ln Kacheln</numerusform></translation>
    </message>
    <message>
        <location line="+10" />
        <source>Graphs</source>
        <translation>Graphen</translation>
    </message>
    <message>
        <location line="+145" />
        <location line="+9" />
        <location line="+25" />
        <source>New Weapon</source>
        <translation>Neue Waffe</translation>
    </message>
    <message>
        <location line="-31" />
        <source>Shot</source>
        <translation>Schuss</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Spread</source>
        <translation>Fächer</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Lock-on Beam</source>
        <translation>Zielstrahl</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Lightning</source>
        <translation>Blitz</translation>
    </message>
    <message>
        <location line="+13" />
        <location line="+35" />
        <source>New Level</source>
        <translation>Neues Level</translation>
    </message>
    <message>
        <location line="-29" />
        <location line="+30" />
        <source>New Enemy Type</source>
        <translation>Neuer Gegnertyp</translation>
    </message>
    <message>
        <location line="-18" />
        <location line="+20" />
        <source>New Character</source>
        <translation>Neue Figur</translation>
    </message>
    <message>
        <location line="-17" />
        <location line="+18" />
        <source>New Monster Type</source>
        <translation>Neuer Monstertyp</translation>
    </message>
    <message>
        <location line="-15" />
        <location line="+15" />
        <source>New Sound Cue</source>
        <translation>Neuer Soundcue</translation>
    </message>
    <message>
        <location line="-4" />
        <source>New Tile Definition...</source>
        <translation>Neue Kacheldefinition...</translation>
    </message>
    <message>
        <location line="+2" />
        <location line="+51" />
        <source>New Tileset from Image...</source>
        <translation>Neues Tileset aus Bild...</translation>
    </message>
    <message>
        <location line="-51" />
        <source>New Graph...</source>
        <translation>Neuer Graph...</translation>
    </message>
    <message>
        <location line="+30" />
        <source>Switch to Level</source>
        <translation>Zu diesem Level wechseln</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Edit in Tile Editor</source>
        <translation>Im Kachel-Editor bearbeiten</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Edit Enemy Type</source>
        <translation>Gegnertyp bearbeiten</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Show in Tileset Dock</source>
        <translation>Im Tileset-Dock zeigen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Open in Graph Editor</source>
        <translation>Im Graph-Editor öffnen</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Edit Weapon</source>
        <translation>Waffe bearbeiten</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Edit Character</source>
        <translation>Figur bearbeiten</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Edit Monster Type</source>
        <translation>Monstertyp bearbeiten</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Edit Sound Cue</source>
        <translation>Soundcue bearbeiten</translation>
    </message>
    <message>
        <location line="+13" />
        <source>New Tile Definition from Mesh</source>
        <translation>Neue Kacheldefinition aus Mesh</translation>
    </message>
    <message>
        <location line="+12" />
        <source>Open Folder</source>
        <translation>Ordner öffnen</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Show in Folder</source>
        <translation>Im Ordner zeigen</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Refresh</source>
        <translation>Aktualisieren</translation>
    </message>
    <message>
        <source>Levels (%1)</source>
        <translation type="vanished">Level (%1)</translation>
    </message>
    <message>
        <location line="-330" />
        <source>%1 — double-click to edit</source>
        <translation>%1 — zum Bearbeiten doppelklicken</translation>
    </message>
    <message>
        <source>Tile Definitions (%1)</source>
        <translation type="vanished">Kacheldefinitionen (%1)</translation>
    </message>
    <message>
        <location line="+13" />
        <source>Mesh %1 is missing</source>
        <translation>Mesh %1 fehlt</translation>
    </message>
</context>
<context>
    <name>sw::editor::PropertyGrid</name>
    <message>
        <location filename="../editor/ui/property_grid/property_grid.cpp" line="+93" />
        <source>Filter properties</source>
        <translation>Eigenschaften filtern</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Clear</source>
        <translation>Leeren</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Clear the filter and show every property</source>
        <translation>Filter löschen und alle Eigenschaften zeigen</translation>
    </message>
    <message>
        <location line="+18" />
        <source>Reset to Default</source>
        <translation>Auf Standard zurücksetzen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Add Item</source>
        <translation>Eintrag hinzufügen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Remove Item</source>
        <translation>Eintrag entfernen</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Move Up</source>
        <translation>Nach oben</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Move Down</source>
        <translation>Nach unten</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Choose Colour...</source>
        <translation>Farbe wählen...</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Copy Value</source>
        <translation>Wert kopieren</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Play Sound</source>
        <translation>Klang abspielen</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Play the sound cue, event sound or music of the current row</source>
        <translation>Den Soundcue, Ereignisklang oder die Musik der aktuellen Zeile abspielen</translation>
    </message>
    <message numerus="yes">
        <location line="+263" />
        <source>%1 of %n rows hidden</source>
        <translation><numerusform>%1 von %Ln Zeile ausgeblendet</numerusform><numerusform>%1 von %Ln Zeilen ausgeblendet</numerusform></translation>
    </message>
    <message>
        <location line="+105" />
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
</context>
<context>
    <name>sw::editor::RecoveryAccess</name>
    <message>
        <location filename="../editor/document/recovery/recovery_access.cpp" line="+119" />
        <source>Recovered unsaved changes of %1 from %2 (not saved yet)</source>
        <translation>Ungespeicherte Änderungen an %1 vom %2 wiederhergestellt (noch nicht gespeichert)</translation>
    </message>
</context>
<context>
    <name>sw::editor::RecoveryController</name>
    <message>
        <location filename="../editor/ui/shell/recovery_controller.cpp" line="+109" />
        <source>Recover Unsaved Changes</source>
        <translation>Ungespeicherte Änderungen wiederherstellen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Part of the recovery copy could not be read; the rest was recovered.</source>
        <translation>Ein Teil der Wiederherstellungskopie konnte nicht gelesen werden; der Rest wurde wiederhergestellt.</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The recovery copy could not be opened.</source>
        <translation>Die Wiederherstellungskopie konnte nicht geöffnet werden.</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Discard the Copy</source>
        <translation>Kopie verwerfen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Keep It</source>
        <translation>Behalten</translation>
    </message>
</context>
<context>
    <name>sw::editor::RecoveryDialog</name>
    <message>
        <location filename="../editor/ui/dialogs/recovery_dialog.cpp" line="+17" />
        <source>Recover Unsaved Changes</source>
        <translation>Ungespeicherte Änderungen wiederherstellen</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Scrollwork did not exit cleanly last time. These unsaved changes were kept and can be recovered. Recovering opens them as unsaved changes: the project's files stay as they are until you save.</source>
        <translation>Scrollwork wurde beim letzten Mal nicht ordnungsgemäß beendet. Diese ungespeicherten Änderungen wurden aufbewahrt und können wiederhergestellt werden. Sie werden als ungespeicherte Änderungen geöffnet: Die Dateien des Projekts bleiben unverändert, bis Sie speichern.</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Project</source>
        <translation>Projekt</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Autosaved</source>
        <translation>Automatisch gesichert</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Changes</source>
        <translation>Änderungen</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Damaged recovery copy</source>
        <translation>Beschädigte Wiederherstellungskopie</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Untitled</source>
        <translation>Unbenannt</translation>
    </message>
    <message>
        <location line="+1" />
        <location line="+70" />
        <source>A project that was never saved</source>
        <translation>Ein Projekt, das nie gespeichert wurde</translation>
    </message>
    <message>
        <location line="-55" />
        <source>Recover</source>
        <translation>Wiederherstellen</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Discard</source>
        <translation>Verwerfen</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Delete the picked recovery copy for good</source>
        <translation>Die gewählte Wiederherstellungskopie endgültig löschen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Later</source>
        <translation>Später</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Keep the recovery copies and ask again next time</source>
        <translation>Die Wiederherstellungskopien behalten und beim nächsten Mal erneut fragen</translation>
    </message>
    <message numerus="yes">
        <location line="+18" />
        <source>%n change(s)</source>
        <translation><numerusform>%Ln Änderung</numerusform><numerusform>%Ln Änderungen</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>%n level file(s)</source>
        <translation><numerusform>%Ln Level-Datei</numerusform><numerusform>%Ln Level-Dateien</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+2" />
        <source>%n asset(s)</source>
        <translation><numerusform>%Ln Asset</numerusform><numerusform>%Ln Assets</numerusform></translation>
    </message>
    <message>
        <location line="+1" />
        <source>last: %1</source>
        <translation>zuletzt: %1</translation>
    </message>
    <message>
        <location line="+22" />
        <source>This recovery copy cannot be read and can only be discarded:
%1</source>
        <translation>Diese Wiederherstellungskopie kann nicht gelesen und nur verworfen werden:
%1</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Project: %1</source>
        <translation>Projekt: %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Autosaved: %1</source>
        <translation>Automatisch gesichert: %1</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Last changes:</source>
        <translation>Letzte Änderungen:</translation>
    </message>
</context>
<context>
    <name>sw::editor::ReloadCommands</name>
    <message>
        <location filename="../editor/document/commands/reload_commands.cpp" line="+24" />
        <source>Reload %1</source>
        <translation>%1 neu laden</translation>
    </message>
</context>
<context>
    <name>sw::editor::SaveProjectDialog</name>
    <message>
        <location filename="../editor/ui/dialogs/save_project_dialog.cpp" line="+9" />
        <source>Save Project Into Folder</source>
        <translation>Projekt in Ordner speichern</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Folders</source>
        <translation>Ordner</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Project folder:</source>
        <translation>Projektordner:</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <location line="+17" />
        <source>%1 is a file, not a folder.</source>
        <translation>%1 ist eine Datei, kein Ordner.</translation>
    </message>
    <message>
        <location line="+6" />
        <source>%1 already holds a project. Replace its project files?</source>
        <translation>%1 enthält bereits ein Projekt. Seine Projektdateien ersetzen?</translation>
    </message>
</context>
<context>
    <name>sw::editor::ShipSpheresView</name>
    <message>
        <location filename="../editor/ui/game_rules/ship_spheres_view.cpp" line="+37" />
        <source>The ship's hit spheres on the ship as Play draws it: drag a sphere to move it, its rim to resize it (Shift snaps)</source>
        <translation>Die Trefferkugeln des Schiffs auf dem Schiff, wie Play es zeichnet: eine Kugel ziehen verschiebt sie, ihren Rand ziehen ändert die Größe (Umschalt rastet ein)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Add Sphere</source>
        <translation>Kugel hinzufügen</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Add a hit sphere next to the selected one</source>
        <translation>Eine Trefferkugel neben der ausgewählten hinzufügen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Remove Sphere</source>
        <translation>Kugel entfernen</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Remove the selected hit sphere (Delete)</source>
        <translation>Die ausgewählte Trefferkugel entfernen (Entf)</translation>
    </message>
    <message numerus="yes">
        <location line="+47" />
        <source>%n hit sphere(s). Drag one to move it, its rim to resize it.</source>
        <translation><numerusform>%Ln Trefferkugel. Ziehen verschiebt sie, ihren Rand ziehen ändert die Größe.</numerusform><numerusform>%Ln Trefferkugeln. Ziehen verschiebt eine, ihren Rand ziehen ändert die Größe.</numerusform></translation>
    </message>
    <message>
        <location line="+2" />
        <source>Sphere %1: x %2, y %3, radius %4</source>
        <translation>Kugel %1: x %2, y %3, Radius %4</translation>
    </message>
    <message>
        <location line="+175" />
        <source>Not changed: %1</source>
        <translation>Nicht geändert: %1</translation>
    </message>
</context>
<context>
    <name>sw::editor::ShortcutsDialog</name>
    <message>
        <location filename="../editor/ui/dialogs/shortcuts_dialog.cpp" line="+52" />
        <source>Other</source>
        <translation>Sonstige</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Keyboard Shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Filter by action or key</source>
        <translation>Nach Aktion oder Taste filtern</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Shortcut</source>
        <translation>Tastenkürzel</translation>
    </message>
</context>
<context>
    <name>sw::editor::SpawnTimelineDock</name>
    <message>
        <location filename="../editor/ui/spawn_timeline/spawn_timeline_dock.cpp" line="+19" />
        <source>Spawn Timeline</source>
        <translation>Spawn-Zeitleiste</translation>
    </message>
    <message>
        <location line="+10" />
        <location line="+46" />
        <source>Add Spawn</source>
        <translation>Spawn hinzufügen</translation>
    </message>
    <message>
        <location line="-45" />
        <source>Add a spawn at the scrubbed tick</source>
        <translation>Einen Spawn beim gespulten Tick hinzufügen</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Zoom in (Ctrl+wheel)</source>
        <translation>Vergrößern (Strg+Mausrad)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Zoom out (Ctrl+wheel)</source>
        <translation>Verkleinern (Strg+Mausrad)</translation>
    </message>
    <message>
        <location line="+13" />
        <source>No spawns in this level. Add Spawn places one at the scrubbed tick.</source>
        <translation>Keine Spawns in diesem Level. „Spawn hinzufügen“ setzt einen beim gewählten Tick.</translation>
    </message>
</context>
<context>
    <name>sw::editor::SpawnTimelineView</name>
    <message>
        <location filename="../editor/ui/spawn_timeline/spawn_timeline_view.cpp" line="+185" />
        <source>chain ends (tick %1)</source>
        <translation>Kette endet (Tick %1)</translation>
    </message>
    <message>
        <location line="+61" />
        <source>Timed at tick %1, after the chain ends (tick %2): the level is over before it appears. Move it earlier or add chain links.</source>
        <translation>Zeitpunkt Tick %1, nach dem Ende der Kette (Tick %2): das Level ist vorbei, bevor es erscheint. Früher legen oder Kettenglieder anhängen.</translation>
    </message>
    <message numerus="yes">
        <location line="+78" />
        <source>Retime %n spawn(s)</source>
        <translation><numerusform>Zeitpunkt von %Ln Spawn ändern</numerusform><numerusform>Zeitpunkt von %Ln Spawns ändern</numerusform></translation>
    </message>
</context>
<context>
    <name>sw::editor::SpriteDock</name>
    <message>
        <location filename="../editor/ui/sprite/sprite_dock.cpp" line="+39" />
        <source>Sprite</source>
        <translation>Sprite</translation>
    </message>
    <message>
        <location line="+6" />
        <source>The tileset used as a sprite sheet</source>
        <translation>Das als Sprite-Sheet verwendete Tileset</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Origin</source>
        <translation>Ursprung</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Drag the cross: where the feet are, so frames of any size line up</source>
        <translation>Das Kreuz ziehen: wo die Füße sind, damit Bilder jeder Größe übereinanderliegen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Hit</source>
        <translation>Treffer</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Drag a box of the hit shape (what attacks hit); drag its points, Delete removes the picked one</source>
        <translation>Einen Kasten der Trefferform aufziehen (was Angriffe treffen); seine Punkte ziehen, Entf entfernt den gewählten</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Attack</source>
        <translation>Angriff</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Drag a box of the attack shape (what this frame hits); drag its points, Delete removes the picked one</source>
        <translation>Einen Kasten der Angriffsform aufziehen (was dieses Bild trifft); seine Punkte ziehen, Entf entfernt den gewählten</translation>
    </message>
    <message>
        <location line="+13" />
        <source>Onion Skin</source>
        <translation>Zwiebelhaut</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Show the frame before this one faintly behind it</source>
        <translation>Das vorige Bild blass dahinter zeigen</translation>
    </message>
    <message>
        <location line="+5" />
        <source>The tileset's frame groups: what animations play. Double-click to rename.</source>
        <translation>Die Bildgruppen des Tilesets: was Animationen abspielen. Doppelklick zum Umbenennen.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>New</source>
        <translation>Neu</translation>
    </message>
    <message>
        <location line="+2" />
        <source>New Group: the tiles picked in the Tileset dock, in the tileset's order</source>
        <translation>Neue Gruppe: die im Tileset-Dock gewählten Kacheln, in der Reihenfolge des Tilesets</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Delete Group (its tiles stay in the tileset)</source>
        <translation>Gruppe löschen (ihre Kacheln bleiben im Tileset)</translation>
    </message>
    <message>
        <location line="+14" />
        <source>The group's frames in the order they play; drag to reorder</source>
        <translation>Die Bilder der Gruppe in Abspielreihenfolge; ziehen zum Umsortieren</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Play this frame earlier</source>
        <translation>Dieses Bild früher abspielen</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Play this frame later</source>
        <translation>Dieses Bild später abspielen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Add Picked: append the tiles picked in the Tileset dock to the group</source>
        <translation>Gewählte hinzufügen: die im Tileset-Dock gewählten Kacheln an die Gruppe anhängen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Remove Frame: take it out of the group (the tile stays in the tileset)</source>
        <translation>Bild entfernen: es aus der Gruppe nehmen (die Kachel bleibt im Tileset)</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Frame groups</source>
        <translation>Bildgruppen</translation>
    </message>
    <message>
        <location line="+34" />
        <source>Frame group not renamed: %1</source>
        <translation>Bildgruppe nicht umbenannt: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+93" />
        <source>%n frame(s)</source>
        <translation><numerusform>%Ln Bild</numerusform><numerusform>%Ln Bilder</numerusform></translation>
    </message>
    <message>
        <location line="+30" />
        <source>%1 (missing)</source>
        <translation>%1 (fehlt)</translation>
    </message>
    <message>
        <location line="+73" />
        <source>Add Frames to %1</source>
        <translation>Bilder zu %1 hinzufügen</translation>
    </message>
    <message>
        <location line="+12" />
        <source>Remove Frame from %1</source>
        <translation>Bild aus %1 entfernen</translation>
    </message>
</context>
<context>
    <name>sw::editor::StartPage</name>
    <message>
        <location filename="../editor/ui/shell/start_page.cpp" line="+35" />
        <source>&lt;h1&gt;Scrollwork&lt;/h1&gt;</source>
        <translation>&lt;h1&gt;Scrollwork&lt;/h1&gt;</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Start a project, open one, or look around the demo.</source>
        <translation>Beginnen Sie ein Projekt, öffnen Sie eines oder sehen Sie sich die Demo an.</translation>
    </message>
    <message>
        <location line="+14" />
        <source>New Project...</source>
        <translation>Neues Projekt...</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Choose a name, a folder and a template (empty or a shooter starter that plays at once)</source>
        <translation>Name, Ordner und Vorlage wählen (leer oder ein Shooter-Einstieg, der sofort spielbar ist)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Open Project...</source>
        <translation>Projekt öffnen...</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Open a project folder or its project.json</source>
        <translation>Einen Projektordner oder seine project.json öffnen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Open Demo: Shooter</source>
        <translation>Demo öffnen: Shooter</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Open the shooter demo that comes with Scrollwork</source>
        <translation>Die mit Scrollwork gelieferte Shooter-Demo öffnen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Open Demo: Platformer</source>
        <translation>Demo öffnen: Platformer</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Open the platformer demo that comes with Scrollwork</source>
        <translation>Die mit Scrollwork gelieferte Platformer-Demo öffnen</translation>
    </message>
    <message>
        <source>Open Demo</source>
        <translation type="vanished">Demo öffnen</translation>
    </message>
    <message>
        <source>Open the demo project that comes with Scrollwork</source>
        <translation type="vanished">Das mit Scrollwork gelieferte Demoprojekt öffnen</translation>
    </message>
    <message>
        <location line="+16" />
        <source>&lt;b&gt;Recent projects&lt;/b&gt;</source>
        <translation>&lt;b&gt;Zuletzt geöffnete Projekte&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Click a project to open it</source>
        <translation>Klicken Sie auf ein Projekt, um es zu öffnen</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Reopen the last project on start</source>
        <translation>Letztes Projekt beim Start wieder öffnen</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Read the manual: how to build a level</source>
        <translation>Handbuch lesen: so bauen Sie ein Level</translation>
    </message>
    <message>
        <location line="+22" />
        <source>No recent projects yet</source>
        <translation>Noch keine zuletzt geöffneten Projekte</translation>
    </message>
    <message>
        <location line="+6" />
        <source>The demo project was not found next to the program</source>
        <translation>Das Demoprojekt wurde neben dem Programm nicht gefunden</translation>
    </message>
</context>
<context>
    <name>sw::editor::TileEditorDock</name>
    <message>
        <location filename="../editor/ui/tile_editor/tile_editor_dock.cpp" line="+14" />
        <location line="+25" />
        <source>Tile Editor</source>
        <translation>Kachel-Editor</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Tile Editor: %1</source>
        <translation>Kachel-Editor: %1</translation>
    </message>
</context>
<context>
    <name>sw::editor::TileEditorView</name>
    <message>
        <location filename="../editor/ui/tile_editor/tile_editor_view.cpp" line="+31" />
        <source>Draw &amp;Polygon</source>
        <translation>&amp;Polygon zeichnen</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Draw a new collision polygon: click to add points, click the first point or press Enter to close, Esc cancels</source>
        <translation>Ein neues Kollisionspolygon zeichnen: Klicken fügt Punkte hinzu, Klick auf den ersten Punkt oder Eingabe schließt, Esc bricht ab</translation>
    </message>
    <message>
        <location line="+8" />
        <source>&amp;Snap to Grid</source>
        <translation>Am &amp;Raster ausrichten</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Vertices and camera points land on a %1-unit grid</source>
        <translation>Eckpunkte und Kamerapunkte rasten auf einem Raster von %1 Einheiten ein</translation>
    </message>
    <message>
        <location line="+2" />
        <source>&amp;Delete Selected</source>
        <translation>Auswahl &amp;löschen</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Delete the selected vertices and camera points (Delete)</source>
        <translation>Die ausgewählten Eckpunkte und Kamerapunkte löschen (Entf)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>&amp;Frame Tile</source>
        <translation>Kachel ein&amp;passen</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Show the whole tile (F)</source>
        <translation>Die ganze Kachel zeigen (F)</translation>
    </message>
    <message>
        <location line="+235" />
        <source>Pick a tile definition in the Chain dock's palette (double-click) to edit it here.</source>
        <translation>Eine Kacheldefinition in der Palette des Ketten-Docks doppelklicken, um sie hier zu bearbeiten.</translation>
    </message>
    <message>
        <location line="+16" />
        <source>Remove Camera Point</source>
        <translation>Kamerapunkt entfernen</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Add Camera Point Here</source>
        <translation>Kamerapunkt hier hinzufügen</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Insert Vertex Here</source>
        <translation>Eckpunkt hier einfügen</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Delete Polygon %1</source>
        <translation>Polygon %1 löschen</translation>
    </message>
</context>
<context>
    <name>sw::editor::TileLayersDock</name>
    <message>
        <location filename="../editor/ui/docks/tile_layers_dock.cpp" line="+27" />
        <source>Tile Layers</source>
        <translation>Kachelebenen</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Select a chain tile to see its tile layers</source>
        <translation>Eine Kettenkachel wählen, um ihre Kachelebenen zu sehen</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Depth</source>
        <translation>Tiefe</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Tiles</source>
        <translation>Kacheln</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Distance behind the play plane in units (negative: in front of it)</source>
        <translation>Abstand hinter der Spielebene in Einheiten (negativ: davor)</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Layers in drawing order: a later layer draws over an earlier one at the same depth. The layer in bold is where Paint, Erase, Fill and Select work.</source>
        <translation>Ebenen in Zeichenreihenfolge: eine spätere Ebene zeichnet bei gleicher Tiefe über eine frühere. In der fett gedruckten Ebene arbeiten Zeichnen, Radieren, Füllen und Auswählen.</translation>
    </message>
    <message>
        <location line="+10" />
        <source>Add a tile layer to this chain tile</source>
        <translation>Dieser Kettenkachel eine Kachelebene hinzufügen</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Remove the current tile layer and its tiles</source>
        <translation>Die aktuelle Kachelebene mit ihren Kacheln entfernen</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Move the current tile layer up (drawn earlier)</source>
        <translation>Die aktuelle Kachelebene nach oben verschieben (früher gezeichnet)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Move the current tile layer down (drawn later, on top)</source>
        <translation>Die aktuelle Kachelebene nach unten verschieben (später gezeichnet, obenauf)</translation>
    </message>
    <message>
        <location line="+85" />
        <source>Chain tile "%1" has no tile layers yet: paint, or add one.</source>
        <translation>Kettenkachel „%1“ hat noch keine Kachelebenen: zeichnen oder eine hinzufügen.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Layers of chain tile "%1"</source>
        <translation>Ebenen der Kettenkachel „%1“</translation>
    </message>
    <message>
        <location line="+16" />
        <source>Current layer: the paint tools work here</source>
        <translation>Aktuelle Ebene: hier arbeiten die Zeichenwerkzeuge</translation>
    </message>
    <message>
        <location line="+39" />
        <source>layer %1</source>
        <translation>Ebene %1</translation>
    </message>
    <message>
        <location line="+14" />
        <source>Add Tile Layer "%1"</source>
        <translation>Kachelebene „%1“ hinzufügen</translation>
    </message>
    <message>
        <location line="+16" />
        <source>Remove Tile Layer "%1"</source>
        <translation>Kachelebene „%1“ entfernen</translation>
    </message>
    <message>
        <location line="+20" />
        <source>Move Tile Layer "%1" Up</source>
        <translation>Kachelebene „%1“ nach oben verschieben</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Move Tile Layer "%1" Down</source>
        <translation>Kachelebene „%1“ nach unten verschieben</translation>
    </message>
    <message>
        <location line="+12" />
        <source>A tile layer needs a name.</source>
        <translation>Eine Kachelebene braucht einen Namen.</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Chain tile "%1" already has a tile layer named "%2"; pick another name.</source>
        <translation>Kettenkachel „%1“ hat bereits eine Kachelebene namens „%2“; einen anderen Namen wählen.</translation>
    </message>
    <message>
        <location line="+18" />
        <source>Rename Tile Layer "%1" to "%2"</source>
        <translation>Kachelebene „%1“ in „%2“ umbenennen</translation>
    </message>
    <message>
        <location line="+18" />
        <source>Set Depth of Tile Layer "%1"</source>
        <translation>Tiefe der Kachelebene „%1“ setzen</translation>
    </message>
</context>
<context>
    <name>sw::editor::TilesetDock</name>
    <message>
        <location filename="../editor/ui/tileset/tileset_dock.cpp" line="+37" />
        <source>Tileset</source>
        <translation>Tileset</translation>
    </message>
    <message>
        <location line="+6" />
        <source>The project's tilesets</source>
        <translation>Die Tilesets des Projekts</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Filter by name</source>
        <translation>Nach Namen filtern</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Show only tiles of this type id</source>
        <translation>Nur Kacheln mit dieser Typ-ID zeigen</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Zoom (Ctrl+wheel over the tiles)</source>
        <translation>Zoom (Strg+Mausrad über den Kacheln)</translation>
    </message>
    <message>
        <location line="+1" />
        <location line="+56" />
        <location line="+6" />
        <source>%1%</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <location line="-53" />
        <source>Show Collision</source>
        <translation>Kollision zeigen</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Draw each tile's collision (what stops platformer characters) over it</source>
        <translation>Die Kollision jeder Kachel (was Platformer-Figuren aufhält) über ihr zeichnen</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Collision</source>
        <translation>Kollision</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Give the picked tiles ready-made collision, scaled to each tile's size</source>
        <translation>Den gewählten Kacheln fertige Kollision geben, auf die Größe jeder Kachel skaliert</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Animation</source>
        <translation>Animation</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Show the picked tile's animation: preview, frames and durations</source>
        <translation>Die Animation der gewählten Kachel zeigen: Vorschau, Bilder und Dauern</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Zoom</source>
        <translation>Zoom</translation>
    </message>
    <message>
        <location line="+70" />
        <source>%1 (cannot be read)</source>
        <translation>%1 (nicht lesbar)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Not loaded: save the project into a folder first</source>
        <translation>Nicht geladen: das Projekt zuerst in einem Ordner speichern</translation>
    </message>
    <message>
        <location line="+25" />
        <source>All types</source>
        <translation>Alle Typen</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Type %1</source>
        <translation>Typ %1</translation>
    </message>
</context>
<context>
    <name>sw::editor::ViewportSelectionTool</name>
    <message>
        <location filename="../editor/ui/tools/viewport_selection_tool.cpp" line="+20" />
        <source>&amp;Snap to Grid</source>
        <translation>Am &amp;Raster ausrichten</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Dragged objects land on the grid (hold Ctrl while dragging to invert)</source>
        <translation>Gezogene Objekte rasten am Raster ein (Strg beim Ziehen kehrt das um)</translation>
    </message>
    <message numerus="yes">
        <location line="+119" />
        <source>Move %n object(s)</source>
        <translation><numerusform>%Ln Objekt verschieben</numerusform><numerusform>%Ln Objekte verschieben</numerusform></translation>
    </message>
</context>
<context>
    <name>sw::editor::WindowLayouts</name>
    <message>
        <location filename="../editor/ui/shell/window_layouts.cpp" line="+51" />
        <source>Level Design</source>
        <translation>Leveldesign</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Play Testing</source>
        <translation>Spieltest</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Graphs</source>
        <translation>Graphen</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Tiles</source>
        <translation>Kacheln</translation>
    </message>
    <message>
        <location line="+14" />
        <source>&amp;Window</source>
        <translation>&amp;Fenster</translation>
    </message>
    <message>
        <location line="+2" />
        <source>&amp;Layouts</source>
        <translation>&amp;Layouts</translation>
    </message>
    <message>
        <location line="+15" />
        <source>&amp;Reset Layout</source>
        <translation>Layout &amp;zurücksetzen</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Put every dock of the current layout back in its place and size</source>
        <translation>Jedes Dock des aktuellen Layouts wieder an seinen Platz und in seine Größe bringen</translation>
    </message>
    <message>
        <location line="+167" />
        <source>Switched to the %1 layout to give the %2 room; Window &gt; Layouts &gt; %3 goes back</source>
        <translation>Zum Layout %1 gewechselt, um %2 Platz zu geben; Fenster &gt; Layouts &gt; %3 geht zurück</translation>
    </message>
</context>
<context>
    <name>sw::editor::animation::AnimationGraphScene</name>
    <message>
        <location filename="../editor/ui/animation/animation_graph_scene.cpp" line="+133" />
        <source>(does not read)</source>
        <translation>(nicht lesbar)</translation>
    </message>
    <message>
        <location line="+78" />
        <source>Add Animation %1</source>
        <translation>Animation %1 hinzufügen</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Chain Animations</source>
        <translation>Animationen verketten</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Add Animation Switch if %1</source>
        <translation>Animationswechsel if %1 hinzufügen</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Edit Switch Condition: %1</source>
        <translation>Wechselbedingung bearbeiten: %1</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Remove Animation Chain</source>
        <translation>Animationsverkettung entfernen</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Remove Animation Switch</source>
        <translation>Animationswechsel entfernen</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Delete Animation</source>
        <translation>Animation löschen</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Edit Animation</source>
        <translation>Animation bearbeiten</translation>
    </message>
    <message>
        <location line="+28" />
        <source>Delete Animation Wires</source>
        <translation>Animationsverbindungen löschen</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Delete Animations</source>
        <translation>Animationen löschen</translation>
    </message>
</context>
<context>
    <name>sw::editor::animation::AnimationPreview</name>
    <message>
        <location filename="../editor/ui/animation/animation_preview.cpp" line="+79" />
        <source>The animation to play from its first frame</source>
        <translation>Die Animation, die ab ihrem ersten Bild abgespielt wird</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Play</source>
        <translation>Abspielen</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Run the animator at the game's 60 ticks a second</source>
        <translation>Den Animator mit den 60 Ticks pro Sekunde des Spiels laufen lassen</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Restart</source>
        <translation>Neustart</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Play the chosen animation from its first frame</source>
        <translation>Die gewählte Animation ab ihrem ersten Bild abspielen</translation>
    </message>
    <message>
        <location line="+55" />
        <source>No animations</source>
        <translation>Keine Animationen</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Fix the problems shown on the boxes to play</source>
        <translation>Zum Abspielen die an den Kästen gezeigten Probleme beheben</translation>
    </message>
    <message>
        <location line="+33" />
        <source>On: facing left (-1); off: facing right (1)</source>
        <translation>An: Blick nach links (-1); aus: Blick nach rechts (1)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>On: %1 is 1; off: 0</source>
        <translation>An: %1 ist 1; aus: 0</translation>
    </message>
    <message>
        <location line="+54" />
        <source>%1   frame %2 of 0-%3%4</source>
        <translation>%1   Bild %2 von 0-%3%4</translation>
    </message>
    <message>
        <location line="+4" />
        <source>   events: %1</source>
        <translation>   Ereignisse: %1</translation>
    </message>
</context>
<context>
    <name>sw::editor::behaviour::BehaviourGraphScene</name>
    <message>
        <location filename="../editor/ui/behaviour/behaviour_graph_scene.cpp" line="+130" />
        <source>(no name)</source>
        <translation>(ohne Namen)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Begin: %1</source>
        <translation>Beginn: %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Tick: %1</source>
        <translation>Tick: %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>End: %1</source>
        <translation>Ende: %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>(no actions)</source>
        <translation>(keine Aktionen)</translation>
    </message>
    <message>
        <location line="+173" />
        <source>Add Transition %1 -&gt; %2</source>
        <translation>Übergang %1 -&gt; %2 hinzufügen</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Edit Transition Condition: %1</source>
        <translation>Übergangsbedingung bearbeiten: %1</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Remove Transition of %1</source>
        <translation>Übergang von %1 entfernen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Remove goto of %1</source>
        <translation>goto von %1 entfernen</translation>
    </message>
    <message>
        <location line="+43" />
        <source>Delete State %1</source>
        <translation>Zustand %1 löschen</translation>
    </message>
    <message>
        <location line="+38" />
        <source>Delete Transitions</source>
        <translation>Übergänge löschen</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Delete States</source>
        <translation>Zustände löschen</translation>
    </message>
    <message>
        <location line="+50" />
        <source>Transition added: double-click its label to give it a condition</source>
        <translation>Übergang hinzugefügt: Doppelklick auf seine Beschriftung gibt ihm eine Bedingung</translation>
    </message>
    <message>
        <location line="+11" />
        <source>A goto is an action line: edit it in the state's Begin or Tick</source>
        <translation>Ein goto ist eine Aktionszeile: in Beginn oder Tick des Zustands bearbeiten</translation>
    </message>
</context>
<context>
    <name>sw::editor::grid::ChoiceEditor</name>
    <message>
        <location filename="../editor/ui/property_grid/choice_editor.cpp" line="+43" />
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
</context>
<context>
    <name>sw::editor::grid::GridHint</name>
    <message>
        <location filename="../editor/ui/property_grid/grid_hint.cpp" line="+10" />
        <source>No project open — use File &gt; New Project or File &gt; Open Project</source>
        <translation>Kein Projekt geöffnet — Datei &gt; Neues Projekt oder Datei &gt; Projekt öffnen</translation>
    </message>
    <message>
        <location line="+7" />
        <source>No level open — add or open a level in the Project dock, or pick a tile definition or enemy type</source>
        <translation>Kein Level geöffnet — im Projekt-Dock ein Level hinzufügen oder öffnen, oder eine Kacheldefinition oder einen Gegnertyp wählen</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Nothing selected — pick an object in the viewport or Outliner</source>
        <translation>Nichts ausgewählt — ein Objekt im Viewport oder im Outliner wählen</translation>
    </message>
    <message numerus="yes">
        <location line="+4" />
        <source>The %n selected objects share no property</source>
        <translation><numerusform>Das ausgewählte Objekt hat keine gemeinsame Eigenschaft</numerusform><numerusform>Die %Ln ausgewählten Objekte haben keine gemeinsame Eigenschaft</numerusform></translation>
    </message>
    <message>
        <location line="+1" />
        <source>Nothing here has properties to edit</source>
        <translation>Hier gibt es keine Eigenschaften zu bearbeiten</translation>
    </message>
    <message numerus="yes">
        <location line="+3" />
        <source>The filter ‘%1’ hides all %n rows</source>
        <translation><numerusform>Der Filter ‚%1‘ blendet die einzige Zeile aus</numerusform><numerusform>Der Filter ‚%1‘ blendet alle %Ln Zeilen aus</numerusform></translation>
    </message>
    <message>
        <location line="+19" />
        <source>Clear Filter</source>
        <translation>Filter löschen</translation>
    </message>
</context>
<context>
    <name>sw::editor::grid::PropertyDelegate</name>
    <message>
        <location filename="../editor/ui/property_grid/property_delegate.cpp" line="+55" />
        <source>type a point as x, y (for example 12.5, -3)</source>
        <translation>einen Punkt als x, y eingeben (zum Beispiel 12.5, -3)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>type a sphere as x, y, radius with a radius above 0 (for example 0, 1.5, 0.5)</source>
        <translation>eine Kugel als x, y, Radius mit einem Radius über 0 eingeben (zum Beispiel 0, 1.5, 0.5)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>type a colour as #rrggbbaa, #rrggbb or a colour name</source>
        <translation>eine Farbe als #rrggbbaa, #rrggbb oder Farbnamen eingeben</translation>
    </message>
    <message>
        <location line="+28" />
        <source>No tile definition yet</source>
        <translation>Noch keine Kacheldefinition</translation>
    </message>
    <message>
        <location line="+1" />
        <source>No mesh in the asset folders yet</source>
        <translation>Noch kein Mesh in den Asset-Ordnern</translation>
    </message>
    <message>
        <location line="+1" />
        <source>No graph in the asset folders yet</source>
        <translation>Noch kein Graph in den Asset-Ordnern</translation>
    </message>
    <message>
        <location line="+1" />
        <source>No file of this kind in the asset folders yet</source>
        <translation>Noch keine Datei dieser Art in den Asset-Ordnern</translation>
    </message>
    <message>
        <location line="+2" />
        <source>No %1 to choose yet</source>
        <translation>Noch kein %1 zur Auswahl</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation type="vanished">(keine)</translation>
    </message>
    <message>
        <location line="+82" />
        <source>Ctrl+Enter to store, Esc to cancel</source>
        <translation>Strg+Eingabe speichert, Esc bricht ab</translation>
    </message>
    <message>
        <location line="+26" />
        <source>Choose a colour...</source>
        <translation>Eine Farbe wählen...</translation>
    </message>
</context>
<context>
    <name>sw::editor::grid::PropertyModel</name>
    <message>
        <location filename="../editor/ui/property_grid/property_model.cpp" line="+29" />
        <source>— mixed —</source>
        <translation>— gemischt —</translation>
    </message>
    <message>
        <location filename="../editor/ui/property_grid/property_rows.cpp" line="+55" />
        <location line="+7" />
        <source>Point %1</source>
        <translation>Punkt %1</translation>
    </message>
    <message>
        <location line="-3" />
        <source>Polygon %1</source>
        <translation>Polygon %1</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Item %1</source>
        <translation>Eintrag %1</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Sphere %1</source>
        <translation>Kugel %1</translation>
    </message>
    <message numerus="yes">
        <location line="+24" />
        <source>The %n selected objects have different values here</source>
        <translation><numerusform>Das %Ln ausgewählte Objekt hat hier andere Werte</numerusform><numerusform>Die %Ln ausgewählten Objekte haben hier verschiedene Werte</numerusform></translation>
    </message>
    <message>
        <location line="+22" />
        <source>The selected objects differ in %1</source>
        <translation>Die ausgewählten Objekte unterscheiden sich in %1</translation>
    </message>
    <message>
        <location line="+21" />
        <source>Does not parse: %1</source>
        <translation>Nicht lesbar: %1</translation>
    </message>
    <message>
        <location line="+4" />
        <source>The object refers to itself</source>
        <translation>Das Objekt verweist auf sich selbst</translation>
    </message>
    <message>
        <location line="+2" />
        <source>1 object refers to itself</source>
        <translation>1 Objekt verweist auf sich selbst</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 objects refer to themselves</source>
        <translation>%1 Objekte verweisen auf sich selbst</translation>
    </message>
    <message>
        <location line="+25" />
        <source>Set on some of the selected objects only</source>
        <translation>Nur bei einigen der ausgewählten Objekte gesetzt</translation>
    </message>
    <message>
        <location filename="../editor/ui/property_grid/property_model.cpp" line="+416" />
        <source>%1: '%2' is not a valid value</source>
        <translation>%1: '%2' ist kein gültiger Wert</translation>
    </message>
    <message>
        <location line="+24" />
        <source>Property</source>
        <translation>Eigenschaft</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Value</source>
        <translation>Wert</translation>
    </message>
</context>
<context>
    <name>sw::editor::sprite::SpriteFrameView</name>
    <message>
        <location filename="../editor/ui/sprite/sprite_frame_view.cpp" line="+154" />
        <source>Pick a frame group, or make one from tiles picked in the Tileset dock (New Group)</source>
        <translation>Eine Bildgruppe wählen oder aus im Tileset-Dock gewählten Kacheln eine anlegen (Neue Gruppe)</translation>
    </message>
    <message>
        <location line="+57" />
        <source>%1   origin %2, %3</source>
        <translation>%1   Ursprung %2, %3</translation>
    </message>
    <message>
        <location line="+54" />
        <source>Move Hit Shape Point</source>
        <translation>Punkt der Trefferform verschieben</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Move Attack Shape Point</source>
        <translation>Punkt der Angriffsform verschieben</translation>
    </message>
    <message>
        <location line="+24" />
        <source>Draw Hit Box</source>
        <translation>Trefferkasten zeichnen</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Draw Attack Box</source>
        <translation>Angriffskasten zeichnen</translation>
    </message>
    <message>
        <location line="+13" />
        <source>Delete Hit Shape</source>
        <translation>Trefferform löschen</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Delete Attack Shape</source>
        <translation>Angriffsform löschen</translation>
    </message>
</context>
<context>
    <name>sw::editor::tileset::TileAnimationPanel</name>
    <message>
        <location filename="../editor/ui/tileset/tile_animation_panel.cpp" line="+45" />
        <source>The animation as it plays</source>
        <translation>Die Animation, wie sie abläuft</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Frame Tile</source>
        <translation>Bild-Kachel</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Duration (ms)</source>
        <translation>Dauer (ms)</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Animate Picked</source>
        <translation>Gewählte animieren</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Make the picked tiles the frames of the first one's animation</source>
        <translation>Die gewählten Kacheln werden die Bilder der Animation der ersten</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Add Frame</source>
        <translation>Bild hinzufügen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Add a frame: a copy of the selected one (or the last)</source>
        <translation>Ein Bild hinzufügen: eine Kopie des gewählten (oder des letzten)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Remove Frame</source>
        <translation>Bild entfernen</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Remove the selected frame</source>
        <translation>Das gewählte Bild entfernen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Up</source>
        <translation>Hoch</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Play the selected frame earlier</source>
        <translation>Das gewählte Bild früher zeigen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Down</source>
        <translation>Runter</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Play the selected frame later</source>
        <translation>Das gewählte Bild später zeigen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Remove Animation</source>
        <translation>Animation entfernen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The tile no longer animates</source>
        <translation>Die Kachel ist nicht mehr animiert</translation>
    </message>
    <message>
        <location line="+28" />
        <location line="+66" />
        <source>Animation not changed: %1</source>
        <translation>Animation nicht geändert: %1</translation>
    </message>
    <message>
        <location line="-54" />
        <source>Add Animation Frame</source>
        <translation>Animationsbild hinzufügen</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Remove Animation Frame</source>
        <translation>Animationsbild entfernen</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Move Animation Frame</source>
        <translation>Animationsbild verschieben</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Remove Tile Animation</source>
        <translation>Kachelanimation entfernen</translation>
    </message>
    <message>
        <location line="+45" />
        <source>Pick a tile to see its animation</source>
        <translation>Eine Kachel wählen, um ihre Animation zu sehen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Animation of %1: %2 frames</source>
        <translation>Animation von %1: %2 Bilder</translation>
    </message>
    <message>
        <location line="+2" />
        <source>%1 does not animate: Animate Picked makes the %2 picked tiles its frames</source>
        <translation>%1 ist nicht animiert: „Gewählte animieren“ macht die %2 gewählten Kacheln zu seinen Bildern</translation>
    </message>
    <message>
        <location line="+3" />
        <source>%1 does not animate. To animate it, drag across its frames in the tiles above (the first one picked animates), then Animate Picked</source>
        <translation>%1 ist nicht animiert. Zum Animieren über seine Bilder in den Kacheln oben ziehen (die zuerst gewählte wird animiert), dann „Gewählte animieren“</translation>
    </message>
    <message>
        <source>%1 does not animate</source>
        <translation type="vanished">%1 ist nicht animiert</translation>
    </message>
    <message>
        <location line="+22" />
        <source>Set Animation Frame Tile</source>
        <translation>Kachel des Animationsbilds setzen</translation>
    </message>
    <message>
        <location line="+5" />
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Set Animation Frame Duration</source>
        <translation>Dauer des Animationsbilds setzen</translation>
    </message>
</context>
<context>
    <name>sw::editor::tileset::TilePalette</name>
    <message>
        <location filename="../editor/ui/tileset/tile_palette.cpp" line="+185" />
        <source>No readable tileset</source>
        <translation>Kein lesbares Tileset</translation>
    </message>
    <message>
        <location line="+0" />
        <source>The project has no tilesets.
File &gt; Import Tileset...</source>
        <translation>Das Projekt hat keine Tilesets.
Datei &gt; Tileset importieren...</translation>
    </message>
    <message>
        <location line="+171" />
        <source>%1
Type %2 · %3×%4 px</source>
        <translation>%1
Typ %2 · %3×%4 px</translation>
    </message>
</context>
<context>
    <name>sw::play::CoopActions</name>
    <message>
        <location filename="../editor/ui/play/coop_actions.cpp" line="+39" />
        <source>&amp;Host Co-op...</source>
        <translation>Koop &amp;hosten...</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Host Co-op</source>
        <translation>Koop hosten</translation>
    </message>
    <message>
        <location line="+1" />
        <source>UDP port the other player joins (you are player 1):</source>
        <translation>UDP-Port, dem der andere Spieler beitritt (du bist Spieler 1):</translation>
    </message>
    <message>
        <location line="+4" />
        <source>&amp;Join Co-op...</source>
        <translation>Koop &amp;beitreten...</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Join Co-op</source>
        <translation>Koop beitreten</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Address of the host, HOST:PORT (you are player 2):</source>
        <translation>Adresse des Hosts, HOST:PORT (du bist Spieler 2):</translation>
    </message>
    <message>
        <location line="+9" />
        <source>There is no level to play</source>
        <translation>Es gibt kein Level zum Spielen</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Save the project first: co-op checks that both sides have the same files</source>
        <translation>Speichere zuerst das Projekt: Koop prüft, dass beide Seiten dieselben Dateien haben</translation>
    </message>
    <message>
        <location line="+12" />
        <source>Host Co-op: %1</source>
        <translation>Koop hosten: %1</translation>
    </message>
    <message>
        <location line="+12" />
        <source>Join Co-op: %1</source>
        <translation>Koop beitreten: %1</translation>
    </message>
    <message>
        <location line="+16" />
        <source>Co-op: %1</source>
        <translation>Koop: %1</translation>
    </message>
</context>
<context>
    <name>sw::play::HudOverlay</name>
    <message>
        <source>Shot</source>
        <translation type="vanished">Schuss</translation>
    </message>
    <message>
        <source>Spread</source>
        <translation type="vanished">Fächer</translation>
    </message>
    <message>
        <source>tick %1   enemies %2   bullets %3 / %4   particles %5   %6x</source>
        <translation type="vanished">Tick %1   Gegner %2   Geschosse %3 / %4   Partikel %5   %6x</translation>
    </message>
    <message>
        <source>   errors %1</source>
        <translation type="vanished">   Fehler %1</translation>
    </message>
    <message>
        <source>   PAUSED</source>
        <translation type="vanished">   PAUSE</translation>
    </message>
    <message>
        <source>%1 (out)</source>
        <translation type="vanished">%1 (raus)</translation>
    </message>
</context>
<context>
    <name>sw::play::KeyConfigDialog</name>
    <message>
        <source>Configure Play Keys</source>
        <translation type="vanished">Spieltasten einstellen</translation>
    </message>
    <message>
        <source>&lt;b&gt;Player 1&lt;/b&gt;</source>
        <translation type="vanished">&lt;b&gt;Spieler 1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Player 2&lt;/b&gt;</source>
        <translation type="vanished">&lt;b&gt;Spieler 2&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../editor/ui/play/key_config_dialog.cpp" line="+30" />
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <location line="+1" />
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <location line="+1" />
        <source>X</source>
        <translation>X</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Y</source>
        <translation>Y</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Guide</source>
        <translation>Guide</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Left stick press</source>
        <translation>Linken Stick drücken</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Right stick press</source>
        <translation>Rechten Stick drücken</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Left shoulder</source>
        <translation>Linke Schultertaste</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Right shoulder</source>
        <translation>Rechte Schultertaste</translation>
    </message>
    <message>
        <location line="+1" />
        <source>D-pad up</source>
        <translation>Steuerkreuz hoch</translation>
    </message>
    <message>
        <location line="+1" />
        <source>D-pad down</source>
        <translation>Steuerkreuz runter</translation>
    </message>
    <message>
        <location line="+1" />
        <source>D-pad left</source>
        <translation>Steuerkreuz links</translation>
    </message>
    <message>
        <location line="+1" />
        <source>D-pad right</source>
        <translation>Steuerkreuz rechts</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Share</source>
        <translation>Teilen</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Paddle %1</source>
        <translation>Paddle %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Touchpad</source>
        <translation>Touchpad</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Left stick left</source>
        <translation>Linker Stick links</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Left stick right</source>
        <translation>Linker Stick rechts</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Left stick up</source>
        <translation>Linker Stick hoch</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Left stick down</source>
        <translation>Linker Stick runter</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Right stick left</source>
        <translation>Rechter Stick links</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Right stick right</source>
        <translation>Rechter Stick rechts</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Right stick up</source>
        <translation>Rechter Stick hoch</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Right stick down</source>
        <translation>Rechter Stick runter</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Left trigger</source>
        <translation>Linker Trigger</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Right trigger</source>
        <translation>Rechter Trigger</translation>
    </message>
    <message>
        <location line="+10" />
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Configure Play Keys and Gamepads</source>
        <translation>Tasten und Gamepads zum Spielen einstellen</translation>
    </message>
    <message>
        <location line="+4" />
        <source>&lt;b&gt;Player %1&lt;/b&gt;</source>
        <translation>&lt;b&gt;Spieler %1&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Keyboard</source>
        <translation>Tastatur</translation>
    </message>
    <message>
        <location line="+26" />
        <source>Click, then press a pad button or push a stick to bind it; right-click for more</source>
        <translation>Klicken, dann eine Gamepad-Taste drücken oder einen Stick bewegen, um sie zuzuordnen; Rechtsklick für mehr</translation>
    </message>
    <message>
        <location line="+16" />
        <source>Swap Pads</source>
        <translation>Gamepads tauschen</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Player 1's pad plays player 2 and the other way round (one keyboard player and one pad player: give the pad player 2)</source>
        <translation>Das Gamepad von Spieler 1 spielt Spieler 2 und umgekehrt (ein Spieler an der Tastatur, einer am Gamepad: dem Gamepad Spieler 2 geben)</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Rumble on hits and deaths</source>
        <translation>Vibration bei Treffern und Toden</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Pads that can rumble shake when their player is hurt or killed</source>
        <translation>Gamepads, die vibrieren können, vibrieren, wenn ihr Spieler getroffen wird oder stirbt</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Gamepads are unavailable (%1); the keyboard plays</source>
        <translation>Gamepads sind nicht verfügbar (%1); gespielt wird mit der Tastatur</translation>
    </message>
    <message>
        <location line="+1" />
        <source>no gamepad support</source>
        <translation>keine Gamepad-Unterstützung</translation>
    </message>
    <message>
        <location line="+60" />
        <source>Gamepads unavailable</source>
        <translation>Gamepads nicht verfügbar</translation>
    </message>
    <message>
        <location line="+1" />
        <source>SDL could not read gamepads: only the keyboard plays</source>
        <translation>SDL konnte keine Gamepads lesen: nur die Tastatur spielt</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Pad: %1</source>
        <translation>Gamepad: %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 (can rumble)</source>
        <translation>%1 (kann vibrieren)</translation>
    </message>
    <message>
        <location line="+0" />
        <source>%1 (cannot rumble)</source>
        <translation>%1 (kann nicht vibrieren)</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Pad: none connected</source>
        <translation>Gamepad: keines angeschlossen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Plug in a gamepad: pads take the players' places in the order they connect</source>
        <translation>Ein Gamepad anschließen: Gamepads übernehmen die Plätze der Spieler in der Reihenfolge, in der sie sich verbinden</translation>
    </message>
    <message>
        <location line="+13" />
        <source>Press a pad button…</source>
        <translation>Gamepad-Taste drücken…</translation>
    </message>
    <message>
        <location line="+45" />
        <source>Add Another Pad Input</source>
        <translation>Weitere Gamepad-Eingabe hinzufügen</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Clear</source>
        <translation>Leeren</translation>
    </message>
</context>
<context>
    <name>sw::play::PlayAids</name>
    <message>
        <location filename="../editor/ui/play/play_aids.cpp" line="+16" />
        <source>&amp;God Mode</source>
        <translation>&amp;Gottmodus</translation>
    </message>
    <message>
        <location line="+3" />
        <source>God mode: nothing hurts the ships (from the next tick; saved with the recording)</source>
        <translation>Gottmodus: nichts verletzt die Schiffe (ab dem nächsten Tick; wird mit der Aufnahme gespeichert)</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Infinite Lives</source>
        <translation>&amp;Unendliche Leben</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Infinite lives: a ship still dies and respawns but loses no life (from the next tick; saved with the recording)</source>
        <translation>Unendliche Leben: ein Schiff stirbt weiterhin und kehrt zurück, verliert aber kein Leben (ab dem nächsten Tick; wird mit der Aufnahme gespeichert)</translation>
    </message>
    <message>
        <location line="+13" />
        <source>Level</source>
        <translation>Level</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Use the level's own rank</source>
        <translation>Den Rang des Levels verwenden</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Rank 0..1 for the next Play: bullet patterns may scale counts, speeds and waits by it</source>
        <translation>Rang 0..1 für das nächste Spielen: Kugelmuster können Anzahl, Tempo und Wartezeiten danach skalieren</translation>
    </message>
    <message>
        <location line="+6" />
        <location line="+23" />
        <source>Rank: level</source>
        <translation>Rang: Level</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Rank: %1</source>
        <translation>Rang: %1</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Applies at the next Play</source>
        <translation>Gilt beim nächsten Spielen</translation>
    </message>
</context>
<context>
    <name>sw::play::PlayController</name>
    <message>
        <location filename="../editor/ui/play/play_controller.cpp" line="+69" />
        <source>&amp;Play</source>
        <translation>&amp;Spielen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Play the level from the start (F5)</source>
        <translation>Das Level von Anfang an spielen (F5)</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Play from &amp;Here</source>
        <translation>Ab &amp;hier spielen</translation>
    </message>
    <message>
        <source>Play from the selected chain tile, or from the scrubber's tick, reached exactly as the scrubber shows it</source>
        <translation type="vanished">Ab der gewählten Kettenkachel oder ab dem Tick des Zeitreglers spielen, genau so erreicht, wie der Zeitregler es zeigt</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Play from the selected chain tile, or from the scrubber's tick, reached exactly as the scrubber shows it; in a free level, from the selected checkpoint</source>
        <translation>Ab der gewählten Kettenkachel spielen oder ab dem Tick des Schiebereglers, genau so erreicht, wie ihn der Schieberegler zeigt; in einem freien Level ab dem gewählten Kontrollpunkt</translation>
    </message>
    <message>
        <location line="+4" />
        <location line="+316" />
        <source>P&amp;ause</source>
        <translation>P&amp;ause</translation>
    </message>
    <message>
        <location line="-307" />
        <source>S&amp;tep One Tick</source>
        <translation>Einen &amp;Tick weiter</translation>
    </message>
    <message>
        <location line="+3" />
        <source>St&amp;op</source>
        <translation>St&amp;opp</translation>
    </message>
    <message>
        <location line="+15" />
        <source>Show &amp;Collision Shapes</source>
        <translation>&amp;Kollisionsformen zeigen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Show &amp;Paths</source>
        <translation>&amp;Pfade zeigen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Show &amp;Spawns and Triggers</source>
        <translation>&amp;Spawns und Auslöser zeigen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Show Tick and Entity &amp;Counters</source>
        <translation>Tick- und Objekt&amp;zähler zeigen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Show Creature &amp;Route</source>
        <translation>Kreaturen-&amp;Route zeigen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>While playing, draw the route of the monster or character selected in the level</source>
        <translation>Während des Spielens die Route des im Level ausgewählten Monsters oder der Figur zeichnen</translation>
    </message>
    <message>
        <location line="+10" />
        <source>As the &amp;Game Rules Say</source>
        <translation>Wie die &amp;Spielregeln sagen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>&amp;Default HUD Layout</source>
        <translation>&amp;Standard-HUD-Layout</translation>
    </message>
    <message>
        <location line="+1" />
        <source>C&amp;lassic HUD Layout</source>
        <translation>K&amp;lassisches HUD-Layout</translation>
    </message>
    <message>
        <location line="+8" />
        <source>The HUD layout of the project's game rules (game.json)</source>
        <translation>Das HUD-Layout der Spielregeln des Projekts (game.json)</translation>
    </message>
    <message>
        <location line="+5" />
        <source>T&amp;wo Players</source>
        <translation>&amp;Zwei Spieler</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Takes effect at the next Play</source>
        <translation>Gilt ab dem nächsten Spielstart</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Play the Whole &amp;Game</source>
        <translation>Das ganze &amp;Spiel spielen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Play goes on from this level through the game's level order, with a results screen between levels and the ships carried over; off: this level alone. Takes effect at the next Play</source>
        <translation>Play geht von diesem Level aus durch die Levelreihenfolge des Spiels weiter, mit einem Ergebnisbildschirm zwischen den Leveln und den mitgenommenen Schiffen; aus: nur dieses Level. Gilt ab dem nächsten Play</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Play speed</source>
        <translation>Spielgeschwindigkeit</translation>
    </message>
    <message>
        <source>Configure &amp;Keys...</source>
        <translation type="vanished">&amp;Tasten einstellen...</translation>
    </message>
    <message>
        <location line="+20" />
        <source>Configure &amp;Keys and Gamepads...</source>
        <translation>&amp;Tasten und Gamepads einstellen...</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Save &amp;Recording...</source>
        <translation>Auf&amp;nahme speichern...</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Save what the players pressed in the last run, to replay it exactly</source>
        <translation>Speichern, was die Spieler im letzten Lauf gedrückt haben, um ihn exakt wiederzugeben</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Save Recording</source>
        <translation>Aufnahme speichern</translation>
    </message>
    <message>
        <location line="+2" />
        <location line="+12" />
        <source>Input recordings (*.inputs)</source>
        <translation>Eingabe-Aufnahmen (*.inputs)</translation>
    </message>
    <message>
        <location line="-4" />
        <source>Re&amp;play Recording...</source>
        <translation>Aufnahme &amp;wiedergeben...</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Play a saved recording back, tick for tick</source>
        <translation>Eine gespeicherte Aufnahme wiedergeben, Tick für Tick</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Replay Recording</source>
        <translation>Aufnahme wiedergeben</translation>
    </message>
    <message>
        <location line="+11" />
        <source>Gamepads unavailable (%1): playing with the keyboard only</source>
        <translation>Gamepads nicht verfügbar (%1): es wird nur mit der Tastatur gespielt</translation>
    </message>
    <message>
        <location line="+12" />
        <source>Play: %1</source>
        <translation>Spielen: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+6" />
        <source>Play could not start: %n problem(s) in the level, see the Log</source>
        <translation><numerusform>Spielen konnte nicht starten: %Ln Problem im Level, siehe Protokoll</numerusform><numerusform>Spielen konnte nicht starten: %Ln Probleme im Level, siehe Protokoll</numerusform></translation>
    </message>
    <message>
        <location line="+36" />
        <source>&amp;Speed</source>
        <translation>&amp;Geschwindigkeit</translation>
    </message>
    <message>
        <location line="+10" />
        <source>&amp;HUD Layout</source>
        <translation>&amp;HUD-Layout</translation>
    </message>
    <message>
        <location line="+47" />
        <source>Playing from checkpoint %1</source>
        <translation>Spiel ab Kontrollpunkt %1</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Select a checkpoint to play a free level from it</source>
        <translation>Wählen Sie einen Kontrollpunkt, um ein freies Level ab dort zu spielen</translation>
    </message>
    <message>
        <location line="+8" />
        <location line="+39" />
        <source>There is no level to play</source>
        <translation>Es gibt kein Level zum Spielen</translation>
    </message>
    <message>
        <location line="-35" />
        <source>Fast-forwarding to tick %1...</source>
        <translation>Vorspulen bis Tick %1...</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Playing from tick %1</source>
        <translation>Spiel ab Tick %1</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Playing</source>
        <translation>Spiel läuft</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1, the whole game from this level on</source>
        <translation>%1, das ganze Spiel ab diesem Level</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+11" />
        <source>Nothing to save yet: play first</source>
        <translation>Noch nichts zu speichern: zuerst spielen</translation>
    </message>
    <message>
        <location line="+6" />
        <source>The recording could not be saved, see the Log</source>
        <translation>Die Aufnahme konnte nicht gespeichert werden, siehe Protokoll</translation>
    </message>
    <message numerus="yes">
        <location line="+3" />
        <source>Saved %n tick(s) of input to %1</source>
        <translation><numerusform>%Ln Tick Eingaben in %1 gespeichert</numerusform><numerusform>%Ln Ticks Eingaben in %1 gespeichert</numerusform></translation>
    </message>
    <message>
        <location line="+12" />
        <source>The recording could not be read, see the Log</source>
        <translation>Die Aufnahme konnte nicht gelesen werden, siehe Protokoll</translation>
    </message>
    <message>
        <location line="+8" />
        <source>Replaying %1</source>
        <translation>%1 wird wiedergegeben</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Play stopped</source>
        <translation>Spiel gestoppt</translation>
    </message>
    <message>
        <location line="+15" />
        <source>Res&amp;ume</source>
        <translation>&amp;Fortsetzen</translation>
    </message>
</context>
<context>
    <name>sw::play::PlayerScreens</name>
    <message>
        <location filename="../runtime/player/player_screens.cpp" line="+20" />
        <source>The game's own</source>
        <translation>Die des Spiels</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Classic</source>
        <translation>Klassisch</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Default</source>
        <translation>Standard</translation>
    </message>
    <message>
        <location line="+8" />
        <location line="+175" />
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <location line="-160" />
        <source>Saved progress refused: %1</source>
        <translation>Gespeicherter Fortschritt abgelehnt: %1</translation>
    </message>
    <message>
        <location line="+59" />
        <source>Progress not saved: %1</source>
        <translation>Fortschritt nicht gespeichert: %1</translation>
    </message>
    <message>
        <location line="+6" />
        <source>The refused progress file was kept aside as %1</source>
        <translation>Die abgelehnte Fortschrittsdatei wurde als %1 beiseitegelegt</translation>
    </message>
    <message>
        <location line="+28" />
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Continue (%1)</source>
        <translation>Weiter (%1)</translation>
    </message>
    <message>
        <location line="+0" />
        <location line="+28" />
        <source>Continue</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <location line="-27" />
        <location line="+6" />
        <location line="+40" />
        <source>Options</source>
        <translation>Optionen</translation>
    </message>
    <message>
        <location line="-46" />
        <location line="+19" />
        <source>High scores</source>
        <translation>Bestenliste</translation>
    </message>
    <message>
        <location line="-19" />
        <source>Quit</source>
        <translation>Beenden</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Paused</source>
        <translation>Pause</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Resume</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <location line="+0" />
        <location line="+21" />
        <source>Quit to title</source>
        <translation>Zum Titelbildschirm</translation>
    </message>
    <message>
        <location line="-8" />
        <source>No scores yet.</source>
        <translation>Noch keine Punktzahlen.</translation>
    </message>
    <message>
        <location line="+1" />
        <location line="+33" />
        <location line="+16" />
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <location line="-44" />
        <source>Game over</source>
        <translation>Spiel vorbei</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Score: %1</source>
        <translation>Punkte: %1</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Level: %1</source>
        <translation>Level: %1</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Final score: %1</source>
        <translation>Endpunktzahl: %1</translation>
    </message>
    <message>
        <location line="+1" />
        <source>A high score! Type your name (or leave it empty for P1), then Enter.</source>
        <translation>Ein Highscore! Namen eingeben (oder leer lassen für P1), dann Enter.</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Save score</source>
        <translation>Punktzahl speichern</translation>
    </message>
    <message>
        <location line="+0" />
        <source>Back to title</source>
        <translation>Zurück zum Titelbildschirm</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The end</source>
        <translation>Ende</translation>
    </message>
    <message>
        <location line="+11" />
        <source>HUD theme</source>
        <translation>HUD-Design</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Master volume</source>
        <translation>Gesamtlautstärke</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Effects volume</source>
        <translation>Lautstärke der Effekte</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Music volume</source>
        <translation>Lautstärke der Musik</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Display</source>
        <translation>Anzeige</translation>
    </message>
    <message>
        <location line="+0" />
        <location line="+111" />
        <source>Full screen</source>
        <translation>Vollbild</translation>
    </message>
    <message>
        <location line="-111" />
        <location line="+111" />
        <source>Window</source>
        <translation>Fenster</translation>
    </message>
    <message>
        <location line="-110" />
        <location line="+18" />
        <source>Keyboard controls</source>
        <translation>Tastatursteuerung</translation>
    </message>
    <message>
        <location line="-18" />
        <location line="+18" />
        <source>Gamepad controls</source>
        <translation>Gamepad-Steuerung</translation>
    </message>
    <message>
        <location line="-2" />
        <source>Reset to defaults</source>
        <translation>Auf Standard zurücksetzen</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Player 1: choose an action, then press its new key (Esc: cancel).</source>
        <translation>Spieler 1: eine Aktion wählen, dann ihre neue Taste drücken (Esc: abbrechen).</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Player 1: choose an action, then press its new pad button or stick.</source>
        <translation>Spieler 1: eine Aktion wählen, dann ihre neue Gamepad-Taste oder den Stick drücken.</translation>
    </message>
</context>
<context>
    <name>sw::play::PlayerWindow</name>
    <message>
        <location filename="../runtime/player/player_window.cpp" line="+51" />
        <location line="+75" />
        <location line="+139" />
        <source>%1 — %2 — Scrollwork Player</source>
        <translation>%1 — %2 — Scrollwork Player</translation>
    </message>
</context>
<context>
    <name>sw::play::SavedGameActions</name>
    <message>
        <location filename="../editor/ui/play/saved_game_actions.cpp" line="+22" />
        <source>&amp;Continue from Saved Game</source>
        <translation>Vom gespeicherten Spiel &amp;fortsetzen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Play from the checkpoint this level was last saved at, with its levers and doors</source>
        <translation>Ab dem Kontrollpunkt spielen, an dem dieses Level zuletzt gespeichert wurde, mit seinen Hebeln und Türen</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Saved at checkpoint %1</source>
        <translation>Am Kontrollpunkt %1 gespeichert</translation>
    </message>
    <message>
        <location line="+26" />
        <source>checkpoints are not saved until the project is saved to a folder</source>
        <translation>Kontrollpunkte werden erst gespeichert, wenn das Projekt in einem Ordner gespeichert ist</translation>
    </message>
    <message>
        <location line="+9" />
        <source>This level has no saved game</source>
        <translation>Dieses Level hat kein gespeichertes Spiel</translation>
    </message>
    <message>
        <location line="+12" />
        <source>The saved game could not be used (%1); playing from the start</source>
        <translation>Das gespeicherte Spiel war nicht verwendbar (%1); Spiel von Anfang an</translation>
    </message>
    <message>
        <location line="+11" />
        <source>Continuing from checkpoint %1</source>
        <translation>Fortsetzung ab Kontrollpunkt %1</translation>
    </message>
</context>
<context>
    <name>sw::play::SessionTestSaver</name>
    <message>
        <location filename="../editor/ui/play/session_saving.cpp" line="+21" />
        <source>Save Session as &amp;Test...</source>
        <translation>Sitzung als &amp;Test speichern...</translation>
    </message>
    <message>
        <location line="+3" />
        <source>Keep this run as a replay test in the project's tests folder: Check Project then checks that it still plays out the same</source>
        <translation>Diesen Lauf als Wiederholungstest im Ordner tests des Projekts behalten: Projekt prüfen stellt dann sicher, dass er noch genauso abläuft</translation>
    </message>
    <message>
        <location line="+22" />
        <source>Save Session as Test</source>
        <translation>Sitzung als Test speichern</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Test name (letters, digits, _ - .); saved in the project's tests folder:</source>
        <translation>Testname (Buchstaben, Ziffern, _ - .); gespeichert im Ordner tests des Projekts:</translation>
    </message>
    <message>
        <location line="+14" />
        <source>Nothing to save yet: play first</source>
        <translation>Noch nichts zu speichern: zuerst spielen</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Save the project first: its tests live in its folder</source>
        <translation>Zuerst das Projekt speichern: seine Tests liegen in seinem Ordner</translation>
    </message>
    <message>
        <location line="+4" />
        <source>'%1' cannot name a test: use letters, digits, _ - and . (up to 64)</source>
        <translation>'%1' kann keinen Test benennen: Buchstaben, Ziffern, _ - und . verwenden (höchstens 64)</translation>
    </message>
    <message>
        <location line="+7" />
        <source>Replace Test</source>
        <translation>Test ersetzen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The project already has a test named '%1'. Replace it with this session?</source>
        <translation>Das Projekt hat schon einen Test namens '%1'. Durch diese Sitzung ersetzen?</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Test '%1' kept as it was</source>
        <translation>Test '%1' bleibt unverändert</translation>
    </message>
    <message>
        <location line="+9" />
        <source>The test could not be saved, see the Log</source>
        <translation>Der Test konnte nicht gespeichert werden, siehe Protokoll</translation>
    </message>
    <message numerus="yes">
        <location line="+4" />
        <source>Saved replay test '%1': %n tick(s), hash %2</source>
        <translation><numerusform>Wiederholungstest '%1' gespeichert: %Ln Tick, Hash %2</numerusform><numerusform>Wiederholungstest '%1' gespeichert: %Ln Ticks, Hash %2</numerusform></translation>
    </message>
    <message>
        <location line="+5" />
        <source>The project has unsaved changes: test '%1' expects the run with them; save the project so that scrollwork-cli test sees them too</source>
        <translation>Das Projekt hat ungespeicherte Änderungen: Test '%1' erwartet den Lauf mit ihnen; das Projekt speichern, damit scrollwork-cli test sie auch sieht</translation>
    </message>
    <message numerus="yes">
        <location line="+4" />
        <source>Saved test '%1' (%n tick(s)) in the project's tests folder</source>
        <translation><numerusform>Test '%1' (%Ln Tick) im Ordner tests des Projekts gespeichert</numerusform><numerusform>Test '%1' (%Ln Ticks) im Ordner tests des Projekts gespeichert</numerusform></translation>
    </message>
</context>
<context>
    <name>sw::play::SoundActions</name>
    <message>
        <location filename="../editor/ui/play/sound_actions.cpp" line="+26" />
        <source>&amp;Mute</source>
        <translation>&amp;Stumm</translation>
    </message>
    <message>
        <location line="+4" />
        <source>Play without sound effects and music</source>
        <translation>Ohne Klangeffekte und Musik spielen</translation>
    </message>
    <message>
        <location line="+38" />
        <source>S&amp;ound</source>
        <translation>&amp;Klang</translation>
    </message>
    <message>
        <location line="+6" />
        <source>Master</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Music</source>
        <translation>Musik</translation>
    </message>
    <message>
        <location line="+2" />
        <source>Effects</source>
        <translation>Effekte</translation>
    </message>
    <message>
        <location line="+14" />
        <source>Audio thread: no device open</source>
        <translation>Audio-Thread: kein Gerät geöffnet</translation>
    </message>
    <message>
        <location line="+5" />
        <source>Audio thread: %1 % busy, %2 s mixed</source>
        <translation>Audio-Thread: %1 % ausgelastet, %2 s gemischt</translation>
    </message>
</context>
<context>
    <name>sw::ui::GraphPreviewDock</name>
    <message>
        <location filename="../editor/ui/graph_preview/graph_preview_dock.cpp" line="+14" />
        <source>Material Preview</source>
        <translation>Materialvorschau</translation>
    </message>
    <message>
        <location line="+41" />
        <source>Open a texture graph to preview its material</source>
        <translation>Einen Texturgraphen öffnen, um sein Material in der Vorschau zu sehen</translation>
    </message>
    <message>
        <location line="+1" />
        <source>%1 cannot be read (see the Log)</source>
        <translation>%1 ist nicht lesbar (siehe Protokoll)</translation>
    </message>
    <message>
        <location line="+4" />
        <source>%1 is not a texture graph</source>
        <translation>%1 ist kein Texturgraph</translation>
    </message>
</context>
<context>
    <name>sw::ui::GraphPreviewWidget</name>
    <message>
        <location filename="../editor/ui/graph_preview/graph_preview_widget.cpp" line="+63" />
        <source>Sphere</source>
        <translation>Kugel</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Cube</source>
        <translation>Würfel</translation>
    </message>
    <message>
        <location line="+1" />
        <source>Tile mesh</source>
        <translation>Kachel-Mesh</translation>
    </message>
    <message>
        <location line="+2" />
        <source>What the material is shown on: a sphere, a cube, or the mesh of the current tile</source>
        <translation>Worauf das Material gezeigt wird: eine Kugel, ein Würfel oder das Mesh der aktuellen Kachel</translation>
    </message>
    <message>
        <location line="+14" />
        <source>Drag to turn the shape; the wheel moves closer or farther</source>
        <translation>Ziehen dreht die Form; das Mausrad bewegt näher heran oder weiter weg</translation>
    </message>
    <message>
        <location line="+14" />
        <source>Shape:</source>
        <translation>Form:</translation>
    </message>
    <message>
        <location line="+10" />
        <location line="+179" />
        <source>No texture graph</source>
        <translation>Kein Texturgraph</translation>
    </message>
    <message>
        <location line="-39" />
        <source>The graph cannot be turned into a shader: %1</source>
        <translation>Der Graph kann nicht in einen Shader umgewandelt werden: %1</translation>
    </message>
    <message>
        <location line="+14" />
        <source>The material does not load: %1</source>
        <translation>Das Material lädt nicht: %1</translation>
    </message>
    <message>
        <location line="+13" />
        <source>Compiling...</source>
        <translation>Wird kompiliert...</translation>
    </message>
    <message>
        <location line="+51" />
        <source>Shader compiled</source>
        <translation>Shader kompiliert</translation>
    </message>
    <message>
        <location line="+9" />
        <source>Node %1: %2</source>
        <translation>Knoten %1: %2</translation>
    </message>
    <message>
        <location line="+1" />
        <source>The shader does not compile:
%1</source>
        <translation>Der Shader kompiliert nicht:
%1</translation>
    </message>
</context>
<context>
    <name>sw::ui::MeshLibrary</name>
    <message>
        <source>mesh could not be loaded</source>
        <translation type="vanished">Mesh konnte nicht geladen werden</translation>
    </message>
</context>
<context>
    <name>sw::ui::ReplayTestsCheck</name>
    <message numerus="yes">
        <location filename="../editor/ui/shell/replay_tests_check.cpp" line="+37" />
        <source>Check: running %n replay test(s) in the background</source>
        <translation><numerusform>Prüfung: %Ln Wiederholungstest läuft im Hintergrund</numerusform><numerusform>Prüfung: %Ln Wiederholungstests laufen im Hintergrund</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+11" />
        <source> and %n more</source>
        <translation><numerusform> und %Ln weiteres</numerusform><numerusform> und %Ln weitere</numerusform></translation>
    </message>
    <message>
        <location line="+16" />
        <source>Replay test '%1' failed: %2</source>
        <translation>Wiederholungstest '%1' fehlgeschlagen: %2</translation>
    </message>
    <message numerus="yes">
        <location line="+7" />
        <source>Check: %n replay test(s) failed (%1)</source>
        <translation><numerusform>Prüfung: %Ln Wiedergabetest fehlgeschlagen (%1)</numerusform><numerusform>Prüfung: %Ln Wiedergabetests fehlgeschlagen (%1)</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+1" />
        <source>%n passed (%1)</source>
        <translation><numerusform>%Ln bestanden (%1)</numerusform><numerusform>%Ln bestanden (%1)</numerusform></translation>
    </message>
    <message numerus="yes">
        <location line="+3" />
        <source>Check: all %n replay test(s) passed (%1)</source>
        <translation><numerusform>Prüfung: %Ln Wiedergabetest bestanden (%1)</numerusform><numerusform>Prüfung: alle %Ln Wiedergabetests bestanden (%1)</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Check: %n replay test(s) failed</source>
        <translation type="vanished">
            <numerusform>Prüfung: %Ln Wiederholungstest fehlgeschlagen</numerusform>
            <numerusform>Prüfung: %Ln Wiederholungstests fehlgeschlagen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n passed</source>
        <translation type="vanished">
            <numerusform>%Ln bestanden</numerusform>
            <numerusform>%Ln bestanden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Check: all %n replay test(s) passed</source>
        <translation type="vanished">
            <numerusform>Prüfung: %Ln Wiederholungstest bestanden</numerusform>
            <numerusform>Prüfung: alle %Ln Wiederholungstests bestanden</numerusform>
        </translation>
    </message>
</context>
</TS>
