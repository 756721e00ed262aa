// The live preview's scene: one Model (a sphere, a cube or a tile's mesh; C++ sets its
// geometry, scale, position and materials) seen by a camera orbiting the origin.
// C++ drives yaw, pitch and distance from mouse drags and the wheel.
import QtQuick
import QtQuick3D

Item {
    id: root

    property color clearColor: "#25272b"
    property real yaw: 30
    property real pitch: -20
    property real distance: 6

    readonly property Node sceneRoot: sceneRoot
    readonly property Node previewModel: previewModel

    // Until a graph material arrives (or when it cannot be built): plain grey.
    readonly property Material fallbackMaterial: PrincipledMaterial {
        baseColor: "#8a8a8a"
        roughness: 0.8
        cullMode: Material.NoCulling
    }

    View3D {
        id: view
        objectName: "previewView"
        anchors.fill: parent
        environment: SceneEnvironment {
            backgroundMode: SceneEnvironment.Color
            clearColor: root.clearColor
            antialiasingMode: SceneEnvironment.MSAA
            antialiasingQuality: SceneEnvironment.High
        }

        Node {
            eulerRotation: Qt.vector3d(root.pitch, root.yaw, 0)
            PerspectiveCamera {
                id: camera
                z: root.distance
                fieldOfView: 40
                clipNear: 0.05
                clipFar: 1000
            }
        }
        // Key light over the viewer's left shoulder, a weak fill from below right.
        DirectionalLight {
            eulerRotation: Qt.vector3d(-35, -40, 0)
            brightness: 1.0
            ambientColor: Qt.rgba(0.25, 0.25, 0.27, 1.0)
        }
        DirectionalLight {
            eulerRotation: Qt.vector3d(30, 140, 0)
            brightness: 0.35
        }

        Node {
            id: sceneRoot
            Model {
                id: previewModel
                objectName: "previewModel"
                castsShadows: false
                receivesShadows: false
                materials: [root.fallbackMaterial]
            }
        }
    }
}
