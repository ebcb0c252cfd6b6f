# The Trash Pandas table (included by qml/CMakeLists.txt) and the shared
# table components it introduced (qml/components/table/).
list(APPEND ui_qml
    components/table/Card.qml
    components/table/CardFan.qml
)
