#include "formats/format_registry.h"

#include <QCoreApplication>
#include <QDir>
#include <QPluginLoader>
#include <vector>

namespace sw {

FormatRegistry& FormatRegistry::instance() {
  static FormatRegistry registry;
  return registry;
}

QStringList FormatRegistry::searchPaths() const {
  QStringList paths;
  const QString env = qEnvironmentVariable("SCROLLWORK_PLUGIN_PATH");
  for (const QString& p : env.split(QLatin1Char(':'), Qt::SkipEmptyParts)) paths << p;
  const QString bin = QCoreApplication::applicationDirPath();
  paths << QDir::cleanPath(bin + QStringLiteral("/../plugins/scrollwork")) << bin + QStringLiteral("/plugins")
        << QDir::cleanPath(bin + QStringLiteral("/../" SW_PLUGIN_INSTALL_SUBDIR));
  return paths;
}

FormatRegistry::FormatRegistry() {
  QStringList seen;
  for (const QString& path : searchPaths()) {
    QDir dir(path);
    if (!dir.exists()) continue;
    for (const QString& entry : dir.entryList(QDir::Files, QDir::Name)) {
      if (!QLibrary::isLibrary(entry)) continue;
      // Kept loaded for the life of the process: the formats live inside. The loaders stay
      // reachable from a list that is never destroyed, so leak checkers see them as held.
      static auto* const kept = new std::vector<QPluginLoader*>();
      auto* loader = new QPluginLoader(dir.filePath(entry));
      QObject* root = loader->instance();
      auto* plugin = qobject_cast<FormatPlugin*>(root);
      if (!plugin) {
        loadErrors_ << dir.filePath(entry) + QStringLiteral(": ") +
                           (root ? QStringLiteral("not a Scrollwork format plugin") : loader->errorString());
        delete loader;
        continue;
      }
      kept->push_back(loader);
      for (auto* f : plugin->tilesetFormats())
        if (!seen.contains(QStringLiteral("t:") + f->shortName())) {
          seen << QStringLiteral("t:") + f->shortName();
          tilesetFormats_ << f;
        }
      for (auto* f : plugin->mapFormats())
        if (!seen.contains(QStringLiteral("m:") + f->shortName())) {
          seen << QStringLiteral("m:") + f->shortName();
          mapFormats_ << f;
        }
    }
  }
}

TilesetFormat* FormatRegistry::tilesetFormatFor(const QString& file) const {
  for (auto* f : tilesetFormats_)
    if (f->supportsRead() && f->canRead(file)) return f;
  return nullptr;
}

MapFormat* FormatRegistry::mapFormatFor(const QString& file) const {
  for (auto* f : mapFormats_)
    if (f->supportsRead() && f->canRead(file)) return f;
  return nullptr;
}

TilesetFormat* FormatRegistry::tilesetFormat(const QString& shortName) const {
  for (auto* f : tilesetFormats_)
    if (f->shortName() == shortName) return f;
  return nullptr;
}

QString FormatRegistry::tilesetNameFilters() const {
  QStringList filters;
  for (auto* f : tilesetFormats_) filters << f->nameFilter();
  return filters.join(QStringLiteral(";;"));
}

}  // namespace sw
