#pragma once
// Wires the editor's level viewport to the project's texture graphs: tiles whose
// definition names a graph are painted by it (GraphTileMaterials, graphs read from the
// Document's GraphStore so unsaved edits show), and redrawn when the graph changes or
// another project opens. One call from the main window.
namespace sw::editor {
class Document;
}

namespace sw::ui {

class LevelViewport;

void attachGraphMaterials(LevelViewport* viewport, sw::editor::Document* document);

}  // namespace sw::ui
