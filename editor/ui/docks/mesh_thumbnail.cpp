#include "ui/docks/mesh_thumbnail.h"

#include <QFileInfo>
#include <QFutureWatcher>
#include <QtConcurrent/QtConcurrentRun>
#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <vector>

#include "assets/mesh_data.h"
#include "assets/mesh_import.h"
#include "view/mesh_textures.h"

namespace sw::editor {
namespace {

struct V3 {
  float x = 0, y = 0, z = 0;
};
V3 operator-(V3 a, V3 b) { return {a.x - b.x, a.y - b.y, a.z - b.z}; }
float dot(V3 a, V3 b) { return a.x * b.x + a.y * b.y + a.z * b.z; }
V3 cross(V3 a, V3 b) { return {a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x}; }
V3 normalized(V3 v) {
  const float length = std::sqrt(dot(v, v));
  return length > 1e-20f ? V3{v.x / length, v.y / length, v.z / length} : V3{0, 0, 1};
}

constexpr float kPi = 3.14159265358979f;
constexpr float kYaw = 35.0f * kPi / 180.0f;    // from the front (+z), turned toward +x
constexpr float kPitch = 30.0f * kPi / 180.0f;  // looking down
constexpr int kSupersample = 2;
constexpr float kAmbient = 0.3f;

// Premultiplied ARGB, as QImage::Format_ARGB32_Premultiplied stores it.
std::uint32_t premultiplied(QColor c) {
  const int a = c.alpha();
  return (std::uint32_t(a) << 24) | (std::uint32_t(c.red() * a / 255) << 16) |
         (std::uint32_t(c.green() * a / 255) << 8) | std::uint32_t(c.blue() * a / 255);
}

// The texel at (u, v), repeating, v = 0 at the image's bottom (Assimp's UVs), times the
// shaded base colour `argb`.
std::uint32_t textured(const QImage& image, float u, float v, std::uint32_t argb) {
  if (!std::isfinite(u) || !std::isfinite(v)) return argb;
  const float fu = u - std::floor(u), fv = v - std::floor(v);
  const int x = std::clamp(int(fu * float(image.width())), 0, image.width() - 1);
  const int y = std::clamp(int((1.0f - fv) * float(image.height())), 0, image.height() - 1);
  const QRgb texel = image.pixel(x, y);
  const auto channel = [&](int shift, int t) { return (((argb >> shift) & 0xffu) * std::uint32_t(t) + 127) / 255; };
  return 0xff000000u | (channel(16, qRed(texel)) << 16) | (channel(8, qGreen(texel)) << 8) | channel(0, qBlue(texel));
}

}  // namespace

QImage renderMeshThumbnail(const sw::MeshData& mesh, QSize size, QColor background,
                           const std::vector<QImage>& textures) {
  if (size.isEmpty()) return {};
  const int width = size.width() * kSupersample, height = size.height() * kSupersample;
  std::vector<std::uint32_t> color(std::size_t(width) * std::size_t(height), premultiplied(background));
  std::vector<float> depth(color.size(), -std::numeric_limits<float>::infinity());

  // View space: x right, y up, z toward the viewer.
  const V3 toViewer{std::sin(kYaw) * std::cos(kPitch), std::sin(kPitch), std::cos(kYaw) * std::cos(kPitch)};
  const V3 right{std::cos(kYaw), 0, -std::sin(kYaw)};
  const V3 up = cross(toViewer, right);
  std::vector<V3> view(mesh.vertices.size());
  float minX = std::numeric_limits<float>::max(), maxX = -minX, minY = minX, maxY = -minX;
  for (std::size_t i = 0; i < mesh.vertices.size(); ++i) {
    const auto& p = mesh.vertices[i].position;
    const V3 world{p[0], p[1], p[2]};
    view[i] = {dot(world, right), dot(world, up), dot(world, toViewer)};
    minX = std::min(minX, view[i].x), maxX = std::max(maxX, view[i].x);
    minY = std::min(minY, view[i].y), maxY = std::max(maxY, view[i].y);
  }

  if (!view.empty()) {
    // Fit the larger extent into 90% of the image, centred.
    const float extent = std::max({maxX - minX, maxY - minY, 1e-6f});
    const float scale = 0.9f * float(std::min(width, height)) / extent;
    const float midX = 0.5f * (minX + maxX), midY = 0.5f * (minY + maxY);
    std::vector<V3> screen(view.size());  // pixels; z stays view depth
    for (std::size_t i = 0; i < view.size(); ++i)
      screen[i] = {0.5f * width + (view[i].x - midX) * scale, 0.5f * height - (view[i].y - midY) * scale,
                   view[i].z};

    const V3 light = normalized({-0.35f, 0.75f, 0.55f});  // upper left, in front
    for (const auto& subset : mesh.subsets) {
      const QColor base(subset.baseColor.r, subset.baseColor.g, subset.baseColor.b);
      const QImage* texture = subset.baseColorTexture >= 0 && std::size_t(subset.baseColorTexture) < textures.size() &&
                                      !textures[std::size_t(subset.baseColorTexture)].isNull()
                                  ? &textures[std::size_t(subset.baseColorTexture)]
                                  : nullptr;
      const std::size_t end =
          std::min<std::size_t>(std::size_t(subset.firstIndex) + subset.indexCount, mesh.indices.size());
      for (std::size_t t = subset.firstIndex; t + 3 <= end; t += 3) {
        const std::uint32_t ia = mesh.indices[t], ib = mesh.indices[t + 1], ic = mesh.indices[t + 2];
        if (ia >= screen.size() || ib >= screen.size() || ic >= screen.size()) continue;
        const V3 a = screen[ia], b = screen[ib], c = screen[ic];

        // Flat shading from the face normal; both sides lit, open meshes show their inside.
        V3 normal = normalized(cross(view[ib] - view[ia], view[ic] - view[ia]));
        if (normal.z < 0) normal = {-normal.x, -normal.y, -normal.z};
        const float shade = kAmbient + (1.0f - kAmbient) * std::max(0.0f, dot(normal, light));
        const std::uint32_t argb = 0xff000000u | (std::uint32_t(std::lround(base.red() * shade)) << 16) |
                                   (std::uint32_t(std::lround(base.green() * shade)) << 8) |
                                   std::uint32_t(std::lround(base.blue() * shade));
        const auto& va = mesh.vertices[ia], &vb = mesh.vertices[ib], &vc = mesh.vertices[ic];

        const float area = (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x);
        if (std::abs(area) < 1e-12f) continue;
        const int x0 = std::max(0, int(std::floor(std::min({a.x, b.x, c.x}))));
        const int x1 = std::min(width - 1, int(std::ceil(std::max({a.x, b.x, c.x}))));
        const int y0 = std::max(0, int(std::floor(std::min({a.y, b.y, c.y}))));
        const int y1 = std::min(height - 1, int(std::ceil(std::max({a.y, b.y, c.y}))));
        for (int y = y0; y <= y1; ++y) {
          const float py = float(y) + 0.5f;
          for (int x = x0; x <= x1; ++x) {
            const float px = float(x) + 0.5f;
            // Barycentric weights from edge functions, either winding.
            const float w0 = ((b.x - px) * (c.y - py) - (b.y - py) * (c.x - px)) / area;
            const float w1 = ((c.x - px) * (a.y - py) - (c.y - py) * (a.x - px)) / area;
            const float w2 = 1.0f - w0 - w1;
            if (w0 < 0 || w1 < 0 || w2 < 0) continue;
            const float z = w0 * a.z + w1 * b.z + w2 * c.z;
            const std::size_t at = std::size_t(y) * std::size_t(width) + std::size_t(x);
            if (z <= depth[at]) continue;
            depth[at] = z;
            color[at] = texture ? textured(*texture, w0 * va.uv[0] + w1 * vb.uv[0] + w2 * vc.uv[0],
                                           w0 * va.uv[1] + w1 * vb.uv[1] + w2 * vc.uv[1], argb)
                                : argb;
          }
        }
      }
    }
  }

  // Average each 2x2 block (premultiplied, so edges blend into a transparent background).
  QImage image(size, QImage::Format_ARGB32_Premultiplied);
  for (int y = 0; y < size.height(); ++y) {
    auto* line = reinterpret_cast<std::uint32_t*>(image.scanLine(y));
    for (int x = 0; x < size.width(); ++x) {
      std::array<std::uint32_t, 4> sum{};
      for (int sy = 0; sy < kSupersample; ++sy)
        for (int sx = 0; sx < kSupersample; ++sx) {
          const std::uint32_t c = color[std::size_t(y * kSupersample + sy) * std::size_t(width) +
                                        std::size_t(x * kSupersample + sx)];
          for (int k = 0; k < 4; ++k) sum[std::size_t(k)] += (c >> (8 * k)) & 0xffu;
        }
      std::uint32_t out = 0;
      const std::uint32_t n = kSupersample * kSupersample;
      for (int k = 0; k < 4; ++k) out |= ((sum[std::size_t(k)] + n / 2) / n) << (8 * k);
      line[x] = out;
    }
  }
  return image;
}

// ---------------------------------------------------------------------------------------

MeshThumbnails::MeshThumbnails(QObject* parent) : QObject(parent) { pool_.setMaxThreadCount(1); }

MeshThumbnails::~MeshThumbnails() {
  pool_.clear();  // drop queued renders; the running one finishes into nothing
  pool_.waitForDone();
}

QImage MeshThumbnails::thumbnail(const QString& absolutePath) {
  const QFileInfo info(absolutePath);
  const QDateTime modified = info.exists() ? info.lastModified() : QDateTime();
  const qint64 size = info.exists() ? info.size() : -1;
  Entry& entry = entries_[absolutePath];
  if (entry.generation != 0 && entry.modified == modified && entry.size == size)
    return entry.rendering ? QImage() : entry.image;
  if (!info.exists()) {
    entry.image = {};
    entry.modified = modified;
    entry.size = size;
    entry.generation = ++nextGeneration_;
    entry.rendering = false;
    return {};
  }

  entry.modified = modified;
  entry.size = size;
  entry.rendering = true;
  const int generation = entry.generation = ++nextGeneration_;
  ++pending_;
  auto* watcher = new QFutureWatcher<QImage>(this);
  connect(watcher, &QFutureWatcher<QImage>::finished, this, [this, watcher, absolutePath, generation] {
    watcher->deleteLater();
    --pending_;
    auto it = entries_.find(absolutePath);
    if (it == entries_.end() || it->generation != generation) return;  // a newer render replaces it
    it->image = watcher->result();
    it->rendering = false;
    emit ready(absolutePath);
  });
  const std::string file = absolutePath.toStdString();
  watcher->setFuture(QtConcurrent::run(&pool_, [file]() -> QImage {
    auto mesh = sw::loadMesh(file, sw::importSettingsFor(file));
    if (!mesh.ok()) return QImage();
    // Missing textures were reported by the views; the thumbnail shows base colours then.
    return renderMeshThumbnail(mesh.value(), QSize(64, 64), Qt::transparent,
                               sw::ui::decodeMeshTextures(mesh.value(), nullptr));
  }));
  return {};
}

}  // namespace sw::editor
