#include "document/document_files.h"

#include <QDir>
#include <QSet>

#include "core/json_text.h"
#include "document/document.h"
#include "graph/graph_json.h"
#include "model/project/game_rules_json.h"
#include "model/io/project_io.h"
#include "model/tiles/tileset.h"

namespace sw::editor {

std::vector<DocumentFile> documentFiles(const Document& document) {
  std::vector<DocumentFile> files;
  const Document& doc = document;
  if (!doc.hasFolder()) return files;
  const QDir folder(QString::fromStdString(doc.project().directory));
  auto add = [&](DocumentFile::Kind kind, const QString& relative) {
    files.push_back({kind, QDir::cleanPath(folder.absoluteFilePath(relative)), relative});
  };
  add(DocumentFile::Kind::Project, QString::fromLatin1(sw::kProjectFileName));
  add(DocumentFile::Kind::Rules, QString::fromLatin1(sw::kGameRulesFileName));
  for (const auto& level : doc.project().levels) add(DocumentFile::Kind::Level, QString::fromStdString(level->file));
  for (const auto& tileset : doc.project().tilesets)
    add(DocumentFile::Kind::Tileset, QString::fromStdString(tileset->file));
  for (const auto& graph : doc.project().graphs)
    add(DocumentFile::Kind::Graph, QString::fromStdString(graph->file));
  const QDir snippets(folder.filePath(QStringLiteral("snippets")));
  for (const QString& name : snippets.entryList({QStringLiteral("*.snippet")}, QDir::Files, QDir::Name))
    add(DocumentFile::Kind::Snippet, QStringLiteral("snippets/") + name);
  return files;
}

std::optional<DocumentFile> documentFile(const Document& document, const QString& path) {
  const QString clean = QDir::cleanPath(path);
  for (DocumentFile& file : documentFiles(document))
    if (file.path == clean) return file;
  return std::nullopt;
}

std::optional<std::string> heldText(const Document& document, const DocumentFile& file) {
  const Document& doc = document;
  const std::string relative = file.relative.toStdString();
  switch (file.kind) {
    case DocumentFile::Kind::Project: return sw::projectText(doc.project());
    case DocumentFile::Kind::Level:
      for (const auto& level : doc.project().levels)
        if (level->file == relative) return sw::levelText(*level);
      return std::nullopt;
    case DocumentFile::Kind::Tileset:
      for (const auto& tileset : doc.project().tilesets)
        if (tileset->file == relative && tileset->readable()) return sw::tilesetText(*tileset);
      return std::nullopt;
    case DocumentFile::Kind::Graph:
      if (const sw::ProjectGraph* graph = doc.project().findGraph(relative); graph && graph->graph)
        return sw::graph::writeGraph(*graph->graph);
      return std::nullopt;
    case DocumentFile::Kind::Snippet: return std::nullopt;
    case DocumentFile::Kind::Rules: return sw::gameRulesText(doc.project().rules);
  }
  return std::nullopt;
}

std::string canonicalText(const std::string& bytes) {
  sw::Errors ignored;
  sw::Json json;
  if (!sw::parseJsonText(bytes, json, sw::JsonReader{"", &ignored})) return bytes;
  return sw::toCanonicalText(json);
}

std::string canonicalLevelText(const std::string& bytes, const std::string& name) {
  sw::Errors errors;
  sw::Level level;
  if (sw::readLevelText(bytes, name, level, errors)) return sw::levelText(level);
  return canonicalText(bytes);
}

std::string canonicalFileText(const Document& document, const DocumentFile& file, const std::string& bytes) {
  auto& doc = const_cast<Document&>(document);
  sw::Errors errors;
  const std::string name = file.path.toStdString();
  switch (file.kind) {
    case DocumentFile::Kind::Project: {
      sw::Project project;
      std::vector<std::string> levelFiles;
      if (!sw::readProjectText(bytes, name, project, levelFiles, errors)) break;
      for (const std::string& levelFile : levelFiles) {
        project.levels.push_back(std::make_unique<sw::Level>());
        project.levels.back()->file = levelFile;
      }
      return sw::projectText(project);
    }
    case DocumentFile::Kind::Level: return canonicalLevelText(bytes, name);
    case DocumentFile::Kind::Tileset: {
      sw::Tileset tileset;
      if (sw::readTilesetText(bytes, name, tileset, errors)) return sw::tilesetText(tileset);
      break;
    }
    case DocumentFile::Kind::Graph:
      if (auto graph = sw::graph::readGraph(bytes, name, doc.graphs()->library(), &errors))
        return sw::graph::writeGraph(graph.value());
      break;
    case DocumentFile::Kind::Snippet: return bytes;
    case DocumentFile::Kind::Rules: {
      sw::GameRulesAsset rules;
      if (sw::readGameRulesText(bytes, name, rules, errors)) return sw::gameRulesText(rules);
      break;
    }
  }
  return canonicalText(bytes);
}

namespace {

// `levelsAsRead`: the document holds its levels as just read from their files.
void rememberFiles(Document& document, const std::vector<sw::FileWrite>& written, bool levelsAsRead) {
  DiskState& disk = *document.diskState();
  disk.rememberWritten(written);
  QSet<QString> own;
  for (const DocumentFile& file : documentFiles(document)) {
    own.insert(file.path);
    if (disk.knows(file.path)) continue;
    // A level as read is what its bytes read back as: its baseline is made on a worker
    // (a big level's text is most of opening it), the document is not touched there.
    if (file.kind == DocumentFile::Kind::Level && levelsAsRead &&
        disk.rememberLater(file.path, [name = file.path.toStdString()](const std::string& bytes) {
          return canonicalLevelText(bytes, name);
        }))
      continue;
    disk.remember(file.path, DiskState::read(file.path), heldText(document, file));
  }
  for (const QString& path : disk.files())
    if (!own.contains(path)) disk.forget(path);
}

}  // namespace

void rememberDocumentFiles(Document& document, bool readFromDisk) {
  document.diskState()->clear();
  rememberFiles(document, {}, readFromDisk);
}

void rememberSavedFiles(Document& document, const std::vector<sw::FileWrite>& written) {
  rememberFiles(document, written, false);
}

}  // namespace sw::editor
