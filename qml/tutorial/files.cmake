# Learn to play (issue 33): the coach (app/session/tutorial/) and its
# overlay over any table (qml/components/table/Coach*.qml, placed by
# GameTable). The lessons themselves are resources/tutorials/<game>.json.
list(APPEND ui_qml
    components/table/CoachOverlay.qml
    components/table/CoachBubble.qml
    components/table/CoachSummary.qml
)

set(tutorial_dir ${PROJECT_SOURCE_DIR}/app/session/tutorial)
list(APPEND ui_cpp
    ${tutorial_dir}/tutorialcoach.h
    ${tutorial_dir}/tutorialcoach.cpp
    ${tutorial_dir}/tutorialtext.h
    ${tutorial_dir}/tutorialtext.cpp
)
