// The level viewport's scene. C++ (sw::ui::LevelViewport) drives the camera through the
// root's properties and adds Models under sceneRoot (art, grid) and overlayRoot (screen
// rectangle, camera path, collision, markers, triggers, selection highlight), creating them
// from the components below; the selection tool's rubber band is a plain Rectangle on top.
// One View3D, drawn as an underlay straight into the window (no texture of its own: on a
// software rasteriser every extra full-size pass costs a large part of a frame). Play-plane
// overlays stay readable in front of any art because their materials (overlay_*.vert) draw
// them in the nearest thousandth of the depth range: in front of all art, and still in
// depth order among themselves.
import QtQuick
import QtQuick3D

Item {
    id: root

    property color clearColor: "#25272b"
    property bool orthographic: true
    property vector3d cameraPosition: Qt.vector3d(0, 0, 100)
    property quaternion cameraRotation: Qt.quaternion(1, 0, 0, 0)
    property real magnification: 20
    property real fieldOfView: 40
    property real clipNear: 0.5
    property real clipFar: 1000
    // The selection tool's rubber band, in item pixels.
    property bool selectionBandVisible: false
    property rect selectionBand: Qt.rect(0, 0, 0, 0)
    property color selectionBandBorder: "#9cd4ff"
    property color selectionBandFill: "#309cd4ff"
    // "msaa" or "off": SceneHost sets it from sceneAntialiasing() (scene_antialiasing.h:
    // off on software rasterisers, where MSAA costs half a frame).
    property string antialiasing: "msaa"

    readonly property Node sceneRoot: sceneRoot
    readonly property Node overlayRoot: overlayRoot
    readonly property Node overlayLayer: overlayLayer

    // A Model; C++ sets geometry, materials and position.
    readonly property Component modelComponent: Component {
        Model {
            castsShadows: false
            receivesShadows: false
        }
    }
    // Lit surface colour for meshes.
    readonly property Component litMaterialComponent: Component {
        PrincipledMaterial {
            metalness: 0.0
            roughness: 0.75
            specularAmount: 0.25
            cullMode: Material.NoCulling  // imported art is not always closed or wound one way
        }
    }
    // Unlit, coloured per vertex: grid, outlines, markers.
    readonly property Component flatMaterialComponent: Component {
        DefaultMaterial {
            lighting: DefaultMaterial.NoLighting
            vertexColorsEnabled: true
            diffuseColor: "white"
            cullMode: Material.NoCulling
        }
    }

    // The same, for overlays: drawn in front of all art (see the top of this file).
    readonly property Component overlayFlatMaterialComponent: Component {
        CustomMaterial {
            shadingMode: CustomMaterial.Unshaded
            vertexShader: "overlay_flat.vert"
            fragmentShader: "overlay_flat.frag"
            cullMode: Material.NoCulling
        }
    }

    // Unlit and blended by the vertex alpha: trigger fills, selection tints and glows
    // (overlays, so drawn in front of all art too).
    // (DefaultMaterial ignores the vertex alpha.)
    readonly property Component translucentMaterialComponent: Component {
        CustomMaterial {
            shadingMode: CustomMaterial.Unshaded
            vertexShader: "overlay_translucent.vert"
            fragmentShader: "overlay_translucent.frag"
            sourceBlend: CustomMaterial.SrcAlpha
            destinationBlend: CustomMaterial.OneMinusSrcAlpha
            cullMode: Material.NoCulling
            depthDrawMode: Material.NeverDepthDraw
        }
    }

    View3D {
        id: sceneView
        objectName: "sceneView"
        anchors.fill: parent
        renderMode: View3D.Underlay
        camera: root.orthographic ? sceneOrthoCamera : scenePerspectiveCamera
        environment: SceneEnvironment {
            // The window clears to the background colour (SceneHost sets it): an
            // underlay draws over what the window cleared.
            backgroundMode: SceneEnvironment.Transparent
            // MSAA comes from the window's samples for an underlay (SceneHost asks for
            // four on a GPU, none on software); the scene asks for nothing of its own.
            antialiasingMode: SceneEnvironment.NoAA
        }

        OrthographicCamera {
            id: sceneOrthoCamera
            position: root.cameraPosition
            rotation: root.cameraRotation
            horizontalMagnification: root.magnification
            verticalMagnification: root.magnification
            clipNear: root.clipNear
            clipFar: root.clipFar
        }
        PerspectiveCamera {
            id: scenePerspectiveCamera
            position: root.cameraPosition
            rotation: root.cameraRotation
            fieldOfView: root.fieldOfView
            clipNear: root.clipNear
            clipFar: root.clipFar
        }

        // Key light from the upper left, in front of the play plane; a weaker fill from
        // the lower right so no face of a tile goes black.
        DirectionalLight {
            eulerRotation: Qt.vector3d(-30, -30, 0)
            brightness: 1.0
            ambientColor: Qt.rgba(0.22, 0.22, 0.24, 1.0)
        }
        DirectionalLight {
            eulerRotation: Qt.vector3d(25, 150, 0)
            brightness: 0.35
        }

        Node {
            id: sceneRoot
            objectName: "sceneRoot"
        }
        // Everything drawn with the overlay materials; overlayRoot holds the editing
        // overlays (hidden while playing), Play adds its own beside it.
        Node {
            id: overlayLayer
            objectName: "overlayLayer"
            Node {
                id: overlayRoot
                objectName: "overlayRoot"
            }
        }
    }

    Rectangle {
        objectName: "selectionBand"
        visible: root.selectionBandVisible
        x: root.selectionBand.x
        y: root.selectionBand.y
        width: root.selectionBand.width
        height: root.selectionBand.height
        color: root.selectionBandFill
        border.color: root.selectionBandBorder
        border.width: 1
    }
}
