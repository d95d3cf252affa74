// Firebase sends Android's pushes only: its iOS pod is left out of the build.
module.exports = {
  dependencies: {
    '@react-native-firebase/messaging': {
      platforms: {
        ios: null,
      },
    },
  },
};
