<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en_US">
    <context>
        <name>AssetUses</name>
        <message numerus="yes">
            <source>%1: %2, layer ‘%3’: %n placed tile(s)</source>
            <translation>
                <numerusform>%1: %2, layer ‘%3’: %n placed tile</numerusform>
                <numerusform>%1: %2, layer ‘%3’: %n placed tiles</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ChainCommands</name>
        <message numerus="yes">
            <source>Reorder %n chain tile(s)</source>
            <translation>
                <numerusform>Reorder %n chain tile</numerusform>
                <numerusform>Reorder %n chain tiles</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Commands</name>
        <message numerus="yes">
            <source>Set %1 on %n objects</source>
            <translation>
                <numerusform>Set %1 on %n object</numerusform>
                <numerusform>Set %1 on %n objects</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Add %n objects</source>
            <translation>
                <numerusform>Add %n object</numerusform>
                <numerusform>Add %n objects</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Delete %n objects</source>
            <translation>
                <numerusform>Delete %n object</numerusform>
                <numerusform>Delete %n objects</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>GraphCommands</name>
        <message numerus="yes">
            <source>Add %n graph item(s)</source>
            <translation>
                <numerusform>Add %n graph item</numerusform>
                <numerusform>Add %n graph items</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Delete %n graph item(s)</source>
            <translation>
                <numerusform>Delete %n graph item</numerusform>
                <numerusform>Delete %n graph items</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Move %n graph item(s)</source>
            <translation>
                <numerusform>Move %n graph item</numerusform>
                <numerusform>Move %n graph items</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Disconnect %n wire(s)</source>
            <translation>
                <numerusform>Disconnect %n wire</numerusform>
                <numerusform>Disconnect %n wires</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Set %1 on %n nodes</source>
            <translation>
                <numerusform>Set %1 on %n node</numerusform>
                <numerusform>Set %1 on %n nodes</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Paste %n graph item(s)</source>
            <translation>
                <numerusform>Paste %n graph item</numerusform>
                <numerusform>Paste %n graph items</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ObjectEdits</name>
        <message numerus="yes">
            <source>Rename %1 to %2 (%n reference(s))</source>
            <translation>
                <numerusform>Rename %1 to %2 (%n reference)</numerusform>
                <numerusform>Rename %1 to %2 (%n references)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Move %n object(s)</source>
            <translation>
                <numerusform>Move %n object</numerusform>
                <numerusform>Move %n objects</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Duplicate %n object(s)</source>
            <translation>
                <numerusform>Duplicate %n object</numerusform>
                <numerusform>Duplicate %n objects</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>PropertyGrid</name>
        <message numerus="yes">
            <source>%n graph nodes</source>
            <translation>
                <numerusform>%n graph node</numerusform>
                <numerusform>%n graph nodes</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n tiles</source>
            <translation>
                <numerusform>%n tile</numerusform>
                <numerusform>%n tiles</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n weapons</source>
            <translation>
                <numerusform>%n weapon</numerusform>
                <numerusform>%n weapons</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n objects</source>
            <translation>
                <numerusform>%n object</numerusform>
                <numerusform>%n objects</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Edit %n tiles</source>
            <translation>
                <numerusform>Edit %n tile</numerusform>
                <numerusform>Edit %n tiles</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>RelinkReferences</name>
        <message numerus="yes">
            <source>Relink %n Reference(s)</source>
            <translation>
                <numerusform>Relink %n Reference</numerusform>
                <numerusform>Relink %n References</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>TileEditTool</name>
        <message numerus="yes">
            <source>Move %n point(s) of tile %1</source>
            <translation>
                <numerusform>Move %n point of tile %1</numerusform>
                <numerusform>Move %n points of tile %1</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Delete %n polygon(s) of tile %1</source>
            <translation>
                <numerusform>Delete %n polygon of tile %1</numerusform>
                <numerusform>Delete %n polygons of tile %1</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Delete %n vertex(es) of tile %1</source>
            <translation>
                <numerusform>Delete %n vertex of tile %1</numerusform>
                <numerusform>Delete %n vertices of tile %1</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Delete %n camera point(s) of tile %1</source>
            <translation>
                <numerusform>Delete %n camera point of tile %1</numerusform>
                <numerusform>Delete %n camera points of tile %1</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>TilePaintTool</name>
        <message numerus="yes">
            <source>Delete %n Tile(s)</source>
            <translation>
                <numerusform>Delete %n Tile</numerusform>
                <numerusform>Delete %n Tiles</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>sw::editor::AssetUsesDialog</name>
        <message numerus="yes">
            <source>%1 is used in %n place(s). Deleting it leaves these references broken (Check Project lists them; Undo brings it back).</source>
            <translation>
                <numerusform>%1 is used in %n place. Deleting it leaves these references broken (Check Project lists them; Undo brings it back).</numerusform>
                <numerusform>%1 is used in %n places. Deleting it leaves these references broken (Check Project lists them; Undo brings it back).</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>sw::editor::BrokenReferencesDialog</name>
        <message numerus="yes">
            <source>%n other missing file(s) are in the same folder. Relink them too?

%1</source>
            <translation>
                <numerusform>%n other missing file is in the same folder. Relink it too?

%1</numerusform>
                <numerusform>%n other missing files are in the same folder. Relink them too?

%1</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n file(s) are outside the project folder. The project keeps only paths inside its folder: copy them into the project?

%1</source>
            <translation>
                <numerusform>%n file is outside the project folder. The project keeps only paths inside its folder: copy it into the project?

%1</numerusform>
                <numerusform>%n files are outside the project folder. The project keeps only paths inside its folder: copy them into the project?

%1</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1 (%n placed tile(s))</source>
            <translation>
                <numerusform>%1 (%n placed tile)</numerusform>
                <numerusform>%1 (%n placed tiles)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Edit &gt; Check Project lists %n other problem(s) in the Log.</source>
            <translation>
                <numerusform>Edit &gt; Check Project lists %n other problem in the Log.</numerusform>
                <numerusform>Edit &gt; Check Project lists %n other problems in the Log.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n broken reference(s). Missing meshes and images show as placeholders until relinked.</source>
            <translation>
                <numerusform>%n broken reference. Missing meshes and images show as placeholders until relinked.</numerusform>
                <numerusform>%n broken references. Missing meshes and images show as placeholders until relinked.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>sw::editor::DiskState</name>
        <message numerus="yes">
            <source>changed on disk since it was read (%n file(s) in all); nothing was saved</source>
            <translation>
                <numerusform>changed on disk since it was read (%n file in all); nothing was saved</numerusform>
                <numerusform>changed on disk since it was read (%n files in all); nothing was saved</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>sw::editor::Document</name>
        <message numerus="yes">
            <source>Check: %n error(s)</source>
            <translation>
                <numerusform>Check: %n error</numerusform>
                <numerusform>Check: %n errors</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n warning(s)</source>
            <translation>
                <numerusform>%n warning</numerusform>
                <numerusform>%n warnings</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n broken reference(s): File &gt; Broken References</source>
            <translation>
                <numerusform>%n broken reference: File &gt; Broken References</numerusform>
                <numerusform>%n broken references: File &gt; Broken References</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n external asset(s)</source>
            <translation>
                <numerusform>%n external asset</numerusform>
                <numerusform>%n external assets</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Check: %n problem(s) in %1</source>
            <translation>
                <numerusform>Check: %n problem in %1</numerusform>
                <numerusform>Check: %n problems in %1</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>sw::editor::EditActions</name>
        <message numerus="yes">
            <source>Cut %n object(s)</source>
            <translation>
                <numerusform>Cut %n object</numerusform>
                <numerusform>Cut %n objects</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>sw::editor::EnemyTypesDock</name>
        <message numerus="yes">
            <source>Enemy type %1 with %n state(s)</source>
            <translation>
                <numerusform>Enemy type %1 with %n state</numerusform>
                <numerusform>Enemy type %1 with %n states</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>sw::editor::GraphScene</name>
        <message numerus="yes">
            <source>Delete %n graph item(s)</source>
            <translation>
                <numerusform>Delete %n graph item</numerusform>
                <numerusform>Delete %n graph items</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Copied %n graph item(s)</source>
            <translation>
                <numerusform>Copied %n graph item</numerusform>
                <numerusform>Copied %n graph items</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>sw::editor::ImportMeshDialog</name>
        <message numerus="yes">
            <source>%n mesh(es) in the file.</source>
            <translation>
                <numerusform>%n mesh in the file.</numerusform>
                <numerusform>%n meshes in the file.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Imported %1 (%n file(s))</source>
            <translation>
                <numerusform>Imported %1 (%n file)</numerusform>
                <numerusform>Imported %1 (%n files)</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>sw::editor::MainWindow</name>
        <message numerus="yes">
            <source>%n object(s) selected</source>
            <translation>
                <numerusform>%n object selected</numerusform>
                <numerusform>%n objects selected</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n problem(s): see the Log</source>
            <translation>
                <numerusform>%n problem: see the Log</numerusform>
                <numerusform>%n problems: see the Log</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n replay test(s) failed: see the Log</source>
            <translation>
                <numerusform>%n replay test failed: see the Log</numerusform>
                <numerusform>%n replay tests failed: see the Log</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n broken reference(s): File &gt; Broken References</source>
            <translation>
                <numerusform>%n broken reference: File &gt; Broken References</numerusform>
                <numerusform>%n broken references: File &gt; Broken References</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>sw::editor::NavRouteDock</name>
        <message numerus="yes">
            <source>%1 to %2: %n step(s), cost %3</source>
            <translation>
                <numerusform>%1 to %2: %n step, cost %3</numerusform>
                <numerusform>%1 to %2: %n steps, cost %3</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>sw::editor::NewTilesetDialog</name>
        <message numerus="yes">
            <source>%n tile(s) of %1 x %2 px from a %3 x %4 image</source>
            <translation>
                <numerusform>%n tile of %1 x %2 px from a %3 x %4 image</numerusform>
                <numerusform>%n tiles of %1 x %2 px from a %3 x %4 image</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>sw::editor::OutsideChanges</name>
        <message numerus="yes">
            <source>%n file(s) changed on disk since the editor read them:</source>
            <translation>
                <numerusform>%n file changed on disk since the editor read it:</numerusform>
                <numerusform>%n files changed on disk since the editor read them:</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>sw::editor::PatternsDock</name>
        <message numerus="yes">
            <source>%n bullet(s)</source>
            <translation>
                <numerusform>%n bullet</numerusform>
                <numerusform>%n bullets</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>sw::editor::ProjectActions</name>
        <message numerus="yes">
            <source>%n broken reference(s): File &gt; Broken References</source>
            <translation>
                <numerusform>%n broken reference: File &gt; Broken References</numerusform>
                <numerusform>%n broken references: File &gt; Broken References</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>sw::editor::ProjectDock</name>
        <message numerus="yes">
            <source>%n state(s) — double-click to edit</source>
            <translation>
                <numerusform>%n state — double-click to edit</numerusform>
                <numerusform>%n states — double-click to edit</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%1: %n tile(s)</source>
            <translation>
                <numerusform>%1: %n tile</numerusform>
                <numerusform>%1: %n tiles</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>sw::editor::PropertyGrid</name>
        <message numerus="yes">
            <source>%1 of %n rows hidden</source>
            <translation>
                <numerusform>%1 of %n row hidden</numerusform>
                <numerusform>%1 of %n rows hidden</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>sw::editor::RecoveryDialog</name>
        <message numerus="yes">
            <source>%n change(s)</source>
            <translation>
                <numerusform>%n change</numerusform>
                <numerusform>%n changes</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n level file(s)</source>
            <translation>
                <numerusform>%n level file</numerusform>
                <numerusform>%n level files</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n asset(s)</source>
            <translation>
                <numerusform>%n asset</numerusform>
                <numerusform>%n assets</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>sw::editor::ShipSpheresView</name>
        <message numerus="yes">
            <source>%n hit sphere(s). Drag one to move it, its rim to resize it.</source>
            <translation>
                <numerusform>%n hit sphere. Drag one to move it, its rim to resize it.</numerusform>
                <numerusform>%n hit spheres. Drag one to move it, its rim to resize it.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>sw::editor::SpawnTimelineView</name>
        <message numerus="yes">
            <source>Retime %n spawn(s)</source>
            <translation>
                <numerusform>Retime %n spawn</numerusform>
                <numerusform>Retime %n spawns</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>sw::editor::ViewportSelectionTool</name>
        <message numerus="yes">
            <source>Move %n object(s)</source>
            <translation>
                <numerusform>Move %n object</numerusform>
                <numerusform>Move %n objects</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>sw::editor::grid::GridHint</name>
        <message numerus="yes">
            <source>The %n selected objects share no property</source>
            <translation>
                <numerusform>The %n selected object has no property</numerusform>
                <numerusform>The %n selected objects share no property</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The filter ‘%1’ hides all %n rows</source>
            <translation>
                <numerusform>The filter ‘%1’ hides the %n row</numerusform>
                <numerusform>The filter ‘%1’ hides all %n rows</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>sw::editor::grid::PropertyModel</name>
        <message numerus="yes">
            <source>The %n selected objects have different values here</source>
            <translation>
                <numerusform>The %n selected object has a different value here</numerusform>
                <numerusform>The %n selected objects have different values here</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>sw::play::PlayController</name>
        <message numerus="yes">
            <source>Play could not start: %n problem(s) in the level, see the Log</source>
            <translation>
                <numerusform>Play could not start: %n problem in the level, see the Log</numerusform>
                <numerusform>Play could not start: %n problems in the level, see the Log</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Saved %n tick(s) of input to %1</source>
            <translation>
                <numerusform>Saved %n tick of input to %1</numerusform>
                <numerusform>Saved %n ticks of input to %1</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>sw::play::SessionTestSaver</name>
        <message numerus="yes">
            <source>Saved replay test '%1': %n tick(s), hash %2</source>
            <translation>
                <numerusform>Saved replay test '%1': %n tick, hash %2</numerusform>
                <numerusform>Saved replay test '%1': %n ticks, hash %2</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Saved test '%1' (%n tick(s)) in the project's tests folder</source>
            <translation>
                <numerusform>Saved test '%1' (%n tick) in the project's tests folder</numerusform>
                <numerusform>Saved test '%1' (%n ticks) in the project's tests folder</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>sw::ui::ReplayTestsCheck</name>
        <message numerus="yes">
            <source>Check: running %n replay test(s) in the background</source>
            <translation>
                <numerusform>Check: running %n replay test in the background</numerusform>
                <numerusform>Check: running %n replay tests in the background</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Check: %n replay test(s) failed</source>
            <translation>
                <numerusform>Check: %n replay test failed</numerusform>
                <numerusform>Check: %n replay tests failed</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n passed</source>
            <translation>
                <numerusform>%n passed</numerusform>
                <numerusform>%n passed</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Check: all %n replay test(s) passed</source>
            <translation>
                <numerusform>Check: all %n replay test passed</numerusform>
                <numerusform>Check: all %n replay tests passed</numerusform>
            </translation>
        </message>
    </context>
</TS>
