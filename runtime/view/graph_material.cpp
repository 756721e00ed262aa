#include "view/graph_material.h"

#include <QDir>
#include <QFile>
#include <QUrl>
#include <QVariant>
#include <QVector2D>
#include <QVector3D>
#include <QVector4D>

namespace sw::ui {

namespace {

bool writeText(const QString& path, const std::string& text) {
  QFile file(path);
  if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate)) return false;
  const QByteArray bytes = QByteArray::fromStdString(text);
  return file.write(bytes) == bytes.size();
}

QVariant toVariant(const sw::graph::ParamValue& value) {
  using sw::graph::ParamType;
  const auto& v = value.v;
  switch (value.type) {
    case ParamType::Float:
      return double(v[0]);
    case ParamType::Float2:
      return QVector2D(float(v[0]), float(v[1]));
    case ParamType::Float3:
      return QVector3D(float(v[0]), float(v[1]), float(v[2]));
    case ParamType::Float4:
      return QVector4D(float(v[0]), float(v[1]), float(v[2]), float(v[3]));
    case ParamType::Int:
    case ParamType::Enum:
      return int(v[0]);
    case ParamType::Bool:
      return v[0] != 0;
  }
  return {};
}

}  // namespace

std::string withoutComments(const std::string& source) {
  std::string out;
  out.reserve(source.size());
  for (std::size_t i = 0; i < source.size(); ++i) {
    if (source.compare(i, 2, "//") == 0) {
      while (i < source.size() && source[i] != '\n') ++i;
      if (i < source.size()) out += '\n';
      continue;
    }
    if (source.compare(i, 2, "/*") == 0) {
      const std::size_t end = source.find("*/", i + 2);
      const std::size_t stop = end == std::string::npos ? source.size() : end + 2;
      for (std::size_t k = i; k < stop; ++k)
        if (source[k] == '\n') out += '\n';
      i = stop - 1;
      continue;
    }
    out += source[i];
  }
  return out;
}

GraphMaterialWriter::GraphMaterialWriter(QString prefix)
    : dir_(std::make_unique<QTemporaryDir>(QDir::tempPath() + QStringLiteral("/scrollwork-material-XXXXXX"))),
      prefix_(std::move(prefix)) {}

GraphMaterialWriter::~GraphMaterialWriter() = default;

QString GraphMaterialWriter::directory() const { return dir_->isValid() ? dir_->path() : QString(); }

GraphMaterial GraphMaterialWriter::build(const sw::graph::Graph& graph,
                                         const sw::graph::SnippetLibrary& library,
                                         const sw::graph::CodegenOptions& options) {
  GraphMaterial m;
  auto result = sw::graph::generateGlsl(graph, library, options);
  if (!result.ok()) {
    m.problems = std::move(result.problems);
    return m;
  }
  if (!dir_->isValid()) {
    m.problems.push_back(
        {0, "cannot create a folder for shader files: " + dir_->errorString().toStdString()});
    return m;
  }
  m.generated = std::move(result.shader);
  m.shaders = sw::graph::customMaterialShaders(m.generated);
  m.shaders.vertex = withoutComments(m.shaders.vertex);
  m.shaders.fragment = withoutComments(m.shaders.fragment);
  m.revision = ++revision_;
  const QString base = dir_->filePath(QStringLiteral("%1_%2").arg(prefix_).arg(m.revision));
  m.vertexFile = base + QStringLiteral(".vert");
  m.fragmentFile = base + QStringLiteral(".frag");
  if (!writeText(m.vertexFile, m.shaders.vertex) || !writeText(m.fragmentFile, m.shaders.fragment)) {
    m.problems.push_back({0, "cannot write shader files to " + dir_->path().toStdString()});
    return m;
  }
  m.qml = QString::fromStdString(
      sw::graph::customMaterialQml(m.generated, QUrl::fromLocalFile(m.vertexFile).toString().toStdString(),
                                   QUrl::fromLocalFile(m.fragmentFile).toString().toStdString()));
  return m;
}

std::map<QString, QVariant> uniformValues(const sw::graph::GeneratedGraph& generated) {
  std::map<QString, QVariant> values;
  for (const auto& u : generated.uniforms) values[QString::fromStdString(u.name)] = toVariant(u.value);
  return values;
}

}  // namespace sw::ui
