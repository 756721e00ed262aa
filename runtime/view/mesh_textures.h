#pragma once
// The images of a mesh's textures (sw::MeshData::textures) as QImages: files read and
// embedded bytes decoded, on any thread (mesh loads and thumbnails run off the UI thread).
#include <QImage>
#include <QString>
#include <QStringList>
#include <vector>

#include "assets/mesh_data.h"

namespace sw::ui {

// Textures bigger than this on a side are scaled down: art for a side-scroller never needs
// more, and a mistaken 16k image would otherwise cost a gigabyte of video memory.
inline constexpr int kMaxMeshTextureSide = 4096;

// One image per texture, in order, RGBA8888 with rows top to bottom as the file has them;
// a null image for one that does not decode, with a warning in `warnings` naming the
// texture (the mesh file is the warning's subject: callers report it as such).
std::vector<QImage> decodeMeshTextures(const sw::MeshData& mesh, QStringList* warnings);

}  // namespace sw::ui
